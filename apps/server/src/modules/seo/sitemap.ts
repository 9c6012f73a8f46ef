// What search engines read to find the shop's pages (issue 21): robots.txt, and a sitemap index whose
// files list the static pages and categories, then every product, SITEMAP_PRODUCTS_PER_FILE at a time
// (the protocol allows 50,000 URLs a file; smaller files keep each answer quick at a million products).
// Each storefront language has its own files (decision 068), each page naming its versions in the
// other languages (`xhtml:link` alternates, as Google reads hreflang from sitemaps).
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languagePrefix,
  pathIn,
  SHOP_PAGE_SLUGS,
  type Language,
} from '@eshop/shared';
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
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/** A page by its path without a language prefix ('/category/Laptops'). */
type UrlEntry = { path: string; lastmod?: Date };
const urlSet = (origin: string, language: Language, entries: UrlEntry[]) =>
  `${XML_HEAD}<urlset ${NS} ${XHTML_NS}>\n${entries
    .map(({ path, lastmod }) => {
      const alternates = LANGUAGES.map(
        (other) =>
          `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(`${origin}${pathIn(other, path)}`)}"/>`,
      ).join('');
      const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeXml(`${origin}${pathIn(language, path)}`)}</loc>${modified}${alternates}</url>`;
    })
    .join('\n')}\n</urlset>\n`;

/** Where a language's sitemap files are: /sitemaps/ for English, /sitemaps/de/ for German. */
const sitemapDir = (origin: string, language: Language) => `${origin}/sitemaps${languagePrefix(language)}`;

/** The pages of nobody's business but the shopper's, in every language. */
const PRIVATE_PATHS = [
  '/admin',
  '/cart',
  '/checkout',
  '/order-history',
  '/order-details/',
  '/order-status/',
  '/review-product/',
  '/login',
  '/register',
  '/reset',
  '/unsubscribe',
];

/** Pages robots may read, and the sitemap; nobody's account, cart or checkout. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    ...LANGUAGES.flatMap((language) =>
      PRIVATE_PATHS.map((path) => `Disallow: ${languagePrefix(language)}${path}`),
    ),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** The index: per language, the pages file, then one file per SITEMAP_PRODUCTS_PER_FILE products. */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const [row] = await db.select({ total: count() }).from(products).where(isNull(products.deletedAt));
  const files = Math.max(1, Math.ceil((row?.total ?? 0) / SITEMAP_PRODUCTS_PER_FILE));
  const locs = LANGUAGES.flatMap((language) => [
    `${sitemapDir(origin, language)}/pages.xml`,
    ...Array.from(
      { length: files },
      (_, index) => `${sitemapDir(origin, language)}/products-${index + 1}.xml`,
    ),
  ]);
  return `${XML_HEAD}<sitemapindex ${NS}>\n${locs
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** The home page, the shop's categories (in its order), contact and the shop's own pages. */
export const pagesSitemap = (
  origin: string,
  categories: readonly string[],
  language: Language = DEFAULT_LANGUAGE,
) =>
  urlSet(origin, language, [
    { path: '/' },
    ...categories.map((category) => ({ path: `/category/${encodeURIComponent(category)}` })),
    { path: '/contact' },
    ...SHOP_PAGE_SLUGS.map((slug) => ({ path: `/pages/${slug}` })),
  ]);

/** Products file `page` (from 1), in id order (the primary key's index: no sort at any size); null past the end. */
export async function productsSitemap(
  db: Db,
  origin: string,
  page: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string | null> {
  const rows = await db
    .select({ id: products.id, createdAt: products.createdAt, editedAt: products.editedAt })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.id))
    .limit(SITEMAP_PRODUCTS_PER_FILE)
    .offset((page - 1) * SITEMAP_PRODUCTS_PER_FILE);
  if (rows.length === 0 && page > 1) return null;
  return urlSet(
    origin,
    language,
    rows.map((row) => ({
      path: `/product-details/${row.id}`,
      lastmod: row.editedAt ?? row.createdAt,
    })),
  );
}
