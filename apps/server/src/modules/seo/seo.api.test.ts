// robots.txt and the sitemaps through the real app on both backends: the index names one products file
// per SITEMAP_PRODUCTS_PER_FILE, each file lists live products (not deleted ones), a file past the end
// is a 404.
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, SHOP_PAGE_SLUGS } from '@eshop/shared';
import { products } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe.each(BACKENDS)('robots.txt and sitemaps on %s', (backend) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    origin = t.app.config.PUBLIC_URL;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('robots.txt keeps crawlers out of accounts, carts and checkout, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /checkout');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('the index lists the pages file and the products files; the pages file has home, categories, contact and the shop pages', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(locsOf(index.body)).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/products-1.xml`,
      `${origin}/sitemaps/de/pages.xml`,
      `${origin}/sitemaps/de/products-1.xml`,
    ]);

    const pages = locsOf((await get('/sitemaps/pages.xml')).body);
    expect(pages).toContain(`${origin}/`);
    expect(pages).toContain(`${origin}/category/Health%20%26%20Beauty`);
    expect(pages).toContain(`${origin}/pages/returns`);
    expect(pages).toHaveLength(CATEGORIES.length + 2 + SHOP_PAGE_SLUGS.length);
  });

  it('each language has its own files, and every page names its versions in every language', async () => {
    const german = await get('/sitemaps/de/pages.xml');
    expect(german.statusCode).toBe(200);
    const pages = locsOf(german.body);
    expect(pages).toContain(`${origin}/de`);
    expect(pages).toContain(`${origin}/de/category/Health%20%26%20Beauty`);
    expect(pages).toContain(`${origin}/de/pages/returns`);
    expect(pages).toHaveLength(CATEGORIES.length + 2 + SHOP_PAGE_SLUGS.length);
    // The German file's contact entry names the English and German pages as alternates.
    const contact = /<url><loc>[^<]*\/de\/contact<\/loc>(.*?)<\/url>/.exec(german.body)?.[1] ?? '';
    expect(contact).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/contact"/>`);
    expect(contact).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${origin}/de/contact"/>`);

    const products = locsOf((await get('/sitemaps/de/products-1.xml')).body);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((loc) => loc?.startsWith(`${origin}/de/product-details/`))).toBe(true);
  });

  it("robots.txt keeps every language's account, cart and checkout pages out", async () => {
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /checkout');
    expect(robots).toContain('Disallow: /de/checkout');
    expect(robots).toContain('Disallow: /de/order-status/');
  });

  it('the products file lists every live product once with its last change, and no deleted one', async () => {
    const [deleted] = await t.app.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(sql`${products.id} = (select id from products where deleted_at is null order by id limit 1)`)
      .returning({ id: products.id });
    t.app.catalogCache.invalidate();
    const live = await t.app.db.select({ id: products.id }).from(products).where(isNull(products.deletedAt));

    const file = await get('/sitemaps/products-1.xml');
    expect(file.statusCode).toBe(200);
    const locs = locsOf(file.body);
    expect(new Set(locs)).toEqual(new Set(live.map(({ id }) => `${origin}/product-details/${id}`)));
    expect(locs).not.toContain(`${origin}/product-details/${deleted?.id}`);
    expect(file.body.match(/<lastmod>/g)).toHaveLength(live.length);
  });

  it('a products file past the end, or not a number, is not found', async () => {
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/products-0.xml')).statusCode).toBe(400);
    expect((await get('/sitemaps/products-x.xml')).statusCode).toBe(400);
  });
});
