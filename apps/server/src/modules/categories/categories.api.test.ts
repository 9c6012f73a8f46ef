// The owner's categories through the real app on both backends: the spec's seven to start with; a
// category added, renamed (its products follow, its old address redirects), reordered and deleted
// (only when empty, or moving its products); bad requests refused without a change; who may do it;
// and on PostgreSQL, a second instance's listings following a rename.
import type { AdminCategory, CategoryCount, ErrorResponse, ProductListResponse } from '@eshop/shared';
import { CATEGORIES } from '@eshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { openDatabase, type Database } from '../../db/client.js';
import type { Client } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin, signedInShopper } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

const SHOPPER = { email: 'shopper@example.com', password: 'shopper password 1' };

describe.each(BACKENDS)('categories on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = await signedInShopper(t, SHOPPER);
  });
  afterAll(async () => t?.close());

  const adminList = async () =>
    (await admin.request('GET', '/api/admin/categories')).json<{ items: AdminCategory[] }>().items;
  const byName = async (name: string) => {
    const found = (await adminList()).find((category) => category.name === name);
    if (!found) throw new Error(`no category ${name}`);
    return found;
  };
  const storefront = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/categories' })).json<{ items: CategoryCount[] }>().items;
  const listing = async (category: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/products?category=${encodeURIComponent(category)}&limit=100`,
      })
    ).json<ProductListResponse>();

  it("starts with the spec's seven, in its order, with their products on sale", async () => {
    const items = await storefront();
    expect(items.map((item) => item.name)).toEqual([...CATEGORIES]);
    expect(items.every((item) => item.count > 0)).toBe(true);
    const admins = await adminList();
    expect(admins.map((item) => [item.name, item.productCount])).toEqual(
      items.map((item) => [item.name, item.count]),
    );
  });

  it('renames "Grocries" in one edit: its products follow, search finds them, its old address redirects', async () => {
    const grocries = await byName('Grocries');
    const before = await listing('Grocries');
    expect(before.total).toBeGreaterThan(0);

    const renamed = await admin.request('PATCH', `/api/admin/categories/${grocries.id}`, {
      name: 'Groceries',
    });
    expect(renamed.statusCode).toBe(200);
    const after = renamed.json<{ items: AdminCategory[] }>().items.find((item) => item.id === grocries.id);
    expect(after).toMatchObject({
      name: 'Groceries',
      productCount: grocries.productCount,
      formerNames: ['Grocries'],
    });

    // The storefront at once: the bar, the listing (from the index), the product, search by category.
    expect((await storefront()).map((item) => item.name)).toContain('Groceries');
    const moved = await listing('Groceries');
    expect(moved.total).toBe(before.total);
    expect(moved.items.every((item) => item.category === 'Groceries')).toBe(true);
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${before.items[0]?.id}` });
    expect(product.json()).toMatchObject({ category: 'Groceries' });
    const searched = await t.app.inject({ method: 'GET', url: '/api/products?search=groceries&limit=1' });
    expect(searched.json<ProductListResponse>().total).toBe(before.total);
    expect((await t.app.inject({ method: 'GET', url: '/api/products?category=Grocries' })).statusCode).toBe(
      404,
    );

    // The old page's address answers 301 to the new one, its query kept.
    const old = await t.app.inject({ method: 'GET', url: '/category/Grocries?sort=price-asc&page=2' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/category/Groceries?sort=price-asc&page=2');
    expect(old.headers['cache-control']).toBe('no-cache');
    // The German page's old address stays in German (decision 068).
    const german = await t.app.inject({ method: 'GET', url: '/de/category/Grocries?page=2' });
    expect(german.statusCode).toBe(301);
    expect(german.headers.location).toBe('/de/category/Groceries?page=2');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(sitemap.body).toContain('/category/Groceries<');
    expect(sitemap.body).not.toContain('/category/Grocries<');
  });

  it('adds a category at the end, orders them as told, and a product can be put in it', async () => {
    const added = await admin.request('POST', '/api/admin/categories', { name: ' Toys ' });
    expect(added.statusCode).toBe(201);
    const items = added.json<{ items: AdminCategory[] }>().items;
    expect(items.at(-1)).toMatchObject({ name: 'Toys', productCount: 0, formerNames: [] });
    expect((await storefront()).at(-1)).toEqual({ name: 'Toys', count: 0 });
    // An empty category is an empty list, not a missing one.
    expect((await t.app.inject({ method: 'GET', url: '/api/products?category=Toys' })).statusCode).toBe(200);

    const reversed = items.map((item) => item.id).reverse();
    const ordered = await admin.request('PUT', '/api/admin/categories/order', { ids: reversed });
    expect(ordered.statusCode).toBe(200);
    expect((await storefront()).map((item) => item.name)).toEqual(items.map((item) => item.name).reverse());
  });

  it('refuses a name taken (in any case), a bad name, an order missing one, and changes nothing', async () => {
    const before = await adminList();
    const cases: [string, string, unknown, number][] = [
      ['POST', '/api/admin/categories', { name: 'laptop' }, 409],
      ['POST', '/api/admin/categories', { name: '' }, 400],
      ['POST', '/api/admin/categories', { name: 'a/b' }, 400],
      ['POST', '/api/admin/categories', { name: 'x'.repeat(41) }, 400],
      ['POST', '/api/admin/categories', { name: 'Ok', extra: 1 }, 400],
      ['PATCH', `/api/admin/categories/${before[0]!.id}`, { name: before[1]!.name.toUpperCase() }, 409],
      ['PATCH', '/api/admin/categories/00000000-0000-4000-8000-000000000000', { name: 'Ghost' }, 404],
      ['PATCH', '/api/admin/categories/not-an-id', { name: 'Ghost' }, 400],
      ['PUT', '/api/admin/categories/order', { ids: before.slice(1).map((item) => item.id) }, 400],
      ['PUT', '/api/admin/categories/order', { ids: [before[0]!.id, before[0]!.id] }, 400],
    ];
    for (const [method, url, body, status] of cases) {
      const response = await admin.request(method as 'POST', url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
      expect(response.json<ErrorResponse>().error.message).toBeTruthy();
    }
    expect(await adminList()).toEqual(before);
  });

  it('deletes an empty category; one with products only by moving them, its address following them', async () => {
    const toys = await byName('Toys');
    const phone = await byName('Phone');
    const laptop = await byName('Laptop');

    const refused = await admin.request('DELETE', `/api/admin/categories/${phone.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().error.message).toBe(
      `"Phone" still has ${phone.productCount} products: choose a category to move them to.`,
    );
    const ontoItself = await admin.request('DELETE', `/api/admin/categories/${phone.id}?moveTo=${phone.id}`);
    expect(ontoItself.statusCode).toBe(400);
    expect((await byName('Phone')).productCount).toBe(phone.productCount);

    expect((await admin.request('DELETE', `/api/admin/categories/${toys.id}`)).statusCode).toBe(200);
    expect((await storefront()).map((item) => item.name)).not.toContain('Toys');
    expect((await t.app.inject({ method: 'GET', url: '/api/products?category=Toys' })).statusCode).toBe(404);

    const merged = await admin.request('DELETE', `/api/admin/categories/${phone.id}?moveTo=${laptop.id}`);
    expect(merged.statusCode).toBe(200);
    expect((await byName('Laptop')).productCount).toBe(laptop.productCount + phone.productCount);
    expect((await listing('Laptop')).total).toBe(laptop.productCount + phone.productCount);
    const old = await t.app.inject({ method: 'GET', url: '/category/Phone' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/category/Laptop');
  });

  it('a new category named like an old address takes that address back', async () => {
    expect((await admin.request('POST', '/api/admin/categories', { name: 'Phone' })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/category/Phone' })).statusCode).not.toBe(301);
    expect((await byName('Laptop')).formerNames).toEqual([]);
  });

  it("is the admin's alone", async () => {
    const before = await adminList();
    expect((await shopper.request('POST', '/api/admin/categories', { name: 'Mine' })).statusCode).toBe(403);
    expect((await shopper.request('GET', '/api/admin/categories')).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Mine' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await adminList()).toEqual(before);
  });

  it('records each change in the activity log', async () => {
    const log = await admin.request('GET', '/api/admin/audit-log');
    const actions = log.json<{ items: { action: string }[] }>().items.map((item) => item.action);
    expect(actions).toEqual(
      expect.arrayContaining(['Category renamed', 'Category added', 'Category deleted']),
    );
  });

  describe.runIf(backend === 'postgres')('with a second server instance on the same database', () => {
    let other: App;
    let otherDatabase: Database;
    beforeAll(async () => {
      otherDatabase = await openDatabase({ databaseUrl: t.testDb.url, poolSize: 4 });
      const config = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: t.testDb.dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: `${t.testDb.dataDir}/no-web-build`,
        PAYMENT_SWEEP_SECONDS: '0',
      });
      other = await buildApp({ config, database: otherDatabase, logger: false });
      await other.ready();
      await other.catalogIndexer?.whenReady();
    });
    afterAll(async () => {
      await other?.close();
      await otherDatabase?.close();
    });

    const otherListing = async (category: string) =>
      other.inject({ method: 'GET', url: `/api/products?category=${encodeURIComponent(category)}` });

    it('follows a rename made through the first: its categories and listings (its index rebuilt)', async () => {
      const fashion = await byName('Fashion');
      expect((await otherListing('Fashion')).json<ProductListResponse>().total).toBe(fashion.productCount);
      await admin.request('PATCH', `/api/admin/categories/${fashion.id}`, { name: 'Clothing' });
      await expect
        .poll(async () => (await otherListing('Clothing')).json<ProductListResponse>().total)
        .toBe(fashion.productCount);
      const categories = (await other.inject({ method: 'GET', url: '/api/categories' })).json<{
        items: CategoryCount[];
      }>().items;
      expect(categories.map((item) => item.name)).toContain('Clothing');
      expect((await otherListing('Fashion')).statusCode).toBe(404);
    });

    it('shows a category added and the order changed through the first, though no product moved', async () => {
      const otherNames = async () =>
        (await other.inject({ method: 'GET', url: '/api/categories' }))
          .json<{ items: CategoryCount[] }>()
          .items.map((item) => item.name);
      expect(await otherNames()).not.toContain('Garden');
      expect((await otherListing('Garden')).statusCode).toBe(404);
      expect((await admin.request('POST', '/api/admin/categories', { name: 'Garden' })).statusCode).toBe(201);
      await expect.poll(otherNames).toContain('Garden');
      // An empty category of the shop's is an empty listing, not a 404.
      expect((await otherListing('Garden')).json<ProductListResponse>().total).toBe(0);

      const ids = (await adminList()).map((category) => category.id);
      await admin.request('PUT', '/api/admin/categories/order', { ids: [...ids].reverse() });
      const reversed = (await adminList()).map((category) => category.name);
      await expect.poll(otherNames).toEqual(reversed);
    });
  });
});
