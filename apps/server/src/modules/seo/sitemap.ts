// What search engines read to find the shop's pages (issue 21): robots.txt, and a sitemap index whose
// files list the static pages and categories, then every product, SITEMAP_PRODUCTS_PER_FILE at a time
// (the protocol allows 50,000 URLs a file; smaller files keep each answer quick at a million products).
import { SHOP_PAGE_SLUGS } from '@eshop/shared';
import { asc, count, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

type UrlEntry = { loc: string; lastmod?: Date };
const urlSet = (entries: UrlEntry[]) =>
  `${XML_HEAD}<urlset ${NS}>\n${entries
    .map(
      ({ loc, lastmod }) =>
        `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

/** Pages robots may read, and the sitemap; nobody's account, cart or checkout. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /order-history',
    'Disallow: /order-details/',
    'Disallow: /order-status/',
    'Disallow: /review-product/',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /reset',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** The index: the pages file, then one file per SITEMAP_PRODUCTS_PER_FILE products. */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const [row] = await db.select({ total: count() }).from(products).where(isNull(products.deletedAt));
  const files = Math.max(1, Math.ceil((row?.total ?? 0) / SITEMAP_PRODUCTS_PER_FILE));
  const locs = [
    `${origin}/sitemaps/pages.xml`,
    ...Array.from({ length: files }, (_, index) => `${origin}/sitemaps/products-${index + 1}.xml`),
  ];
  return `${XML_HEAD}<sitemapindex ${NS}>\n${locs
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** The home page, the shop's categories (in its order), contact and the shop's own pages. */
export const pagesSitemap = (origin: string, categories: readonly string[]) =>
  urlSet([
    { loc: `${origin}/` },
    ...categories.map((category) => ({ loc: `${origin}/category/${encodeURIComponent(category)}` })),
    { loc: `${origin}/contact` },
    ...SHOP_PAGE_SLUGS.map((slug) => ({ loc: `${origin}/pages/${slug}` })),
  ]);

/** Products file `page` (from 1), in id order (the primary key's index: no sort at any size); null past the end. */
export async function productsSitemap(db: Db, origin: string, page: number): Promise<string | null> {
  const rows = await db
    .select({ id: products.id, createdAt: products.createdAt, editedAt: products.editedAt })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.id))
    .limit(SITEMAP_PRODUCTS_PER_FILE)
    .offset((page - 1) * SITEMAP_PRODUCTS_PER_FILE);
  if (rows.length === 0 && page > 1) return null;
  return urlSet(
    rows.map((row) => ({
      loc: `${origin}/product-details/${row.id}`,
      lastmod: row.editedAt ?? row.createdAt,
    })),
  );
}
