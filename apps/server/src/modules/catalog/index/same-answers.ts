// For the index's API tests: the index must answer exactly as the database does (decision 018). A
// deterministic spread of searches, filters, sorts and pages, each answered both ways and compared.
import { like, or, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { CATEGORIES, DEFAULT_SEARCH_SYNONYMS, PRODUCT_SORTS, type ProductListQuery } from '@eshop/shared';
import { synonymLookup } from '../../../lib/search-terms.js';
import type { Db } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';
import { listCategoryNames } from '../../categories/index.js';
import { listBrands, listCategories } from '../list-facets.js';
import { listProductPage } from '../list-products.js';
import type { CatalogIndex } from './catalog-index.js';
import { listFromIndex } from './list-from-index.js';

const TERMS = [
  undefined,
  'pro',
  'phone apex',
  'APEX phone',
  'black',
  'kx4',
  'shoes',
  'sneaker',
  'labtop',
  'midnight blue',
  'blue midnight',
  'e',
  'zzzz',
  'graphite laptop',
  'gt5',
  'rose',
  '100%',
  'o_o',
  'apex',
  'ironleaf',
  'fashion',
  'laptop',
  'electronic apex',
  'runner apex',
  'ear',
  // Short pieces that hit names (whole and in part), brands and categories all at once.
  'o',
  'ro',
  'on',
  'ion',
  'top',
  'ho ar',
  'pro o',
  // Whole in some names, part of a word in others (top / laptop, phone / headphones).
  'phone',
  'vitamin',
  'glasses',
  'low',
  // Option values and description words, found whole (decision 061), and the default synonyms.
  'red shoe',
  'shoe',
  'trainers',
  '42',
  'xl',
  'tee',
  'comfortable',
  'cushioning red',
  'the',
];
/** Option filters (decision 061): one value, values of one option, of two, and a value nobody has. */
const OPTION_FILTERS = [
  ['Colour:Red'],
  ['Size:42', 'Size:43'],
  ['Colour:Black', 'Size:M', 'Colour:White'],
  ['Storage:256 GB'],
  ['Colour:No Such Colour'],
];
const PRICES = [undefined, 5_000, 50_000];
const MIN_PRICES = [1_000, 20_000, 60_000];

/** A deterministic spread of queries: every term with every sort, and filters and pages varied. */
export function queries(brands: string[]): ProductListQuery[] {
  const list: ProductListQuery[] = [];
  let n = 0;
  for (const search of TERMS) {
    for (const sort of [undefined, ...PRODUCT_SORTS]) {
      n += 1;
      const category = n % 3 === 0 ? CATEGORIES[n % CATEGORIES.length] : undefined;
      const brand =
        n % 4 === 0
          ? [brands[n % brands.length]!]
          : n % 7 === 0
            ? [brands[n % brands.length]!, brands[(n + 3) % brands.length]!, 'No Such Brand']
            : n % 29 === 0
              ? ['No Such Brand']
              : undefined;
      const maxPriceCents = PRICES[n % PRICES.length];
      const minPriceCents = n % 5 === 1 ? MIN_PRICES[n % MIN_PRICES.length] : undefined;
      const inStock = n % 6 === 1 ? true : undefined;
      const option = n % 4 === 2 ? OPTION_FILTERS[n % OPTION_FILTERS.length] : undefined;
      // The default sort's first page always (Best match with a term); other pages elsewhere.
      const page = sort === undefined ? 1 : [1, 2, 5, 40][n % 4]!;
      const query: ProductListQuery = {
        ...(search === undefined ? {} : { search }),
        ...(sort === undefined ? {} : { sort }),
        ...(category ? { category } : {}),
        ...(brand ? { brand } : {}),
        ...(maxPriceCents === undefined ? {} : { maxPriceCents }),
        ...(minPriceCents === undefined ? {} : { minPriceCents }),
        ...(inStock ? { inStock } : {}),
        ...(option ? { option } : {}),
        page,
        limit: n % 5 === 0 ? 100 : 12,
      };
      list.push(query);
      // Some again, only the products on sale (a compare-at price above the price).
      if (n % 5 === 3 || n % 11 === 1) list.push({ ...query, onSale: true });
    }
  }
  // On sale with option filters and no search (the matches found among the chosen values' slots).
  for (const [i, option] of OPTION_FILTERS.entries()) {
    list.push({
      option,
      onSale: true,
      ...(i === 1 ? { category: 'Fashion' } : {}),
      ...(i === 2 ? { inStock: true } : {}),
      ...(i === 3 ? { maxPriceCents: 50_000 } : {}),
      sort: PRODUCT_SORTS[(i + 1) % PRODUCT_SORTS.length]!,
      page: 1,
      limit: 100,
    });
  }
  return list;
}

/**
 * Gives a generated catalogue compare-at prices (it has none), by the colour that ends a product's
 * name: above the price for Crimson and Sand (on sale), equal to it for Slate Grey and just below it
 * for Ocean Teal (neither is a sale, as the product card decides).
 */
export async function putSomeOnSale(db: Db): Promise<void> {
  const endsIn = (colour: string) => like(products.name, `% ${colour}`);
  await db
    .update(products)
    .set({
      compareAtCents: sql`case
        when ${endsIn('Crimson')} or ${endsIn('Sand')} then ${products.priceCents} + 1000
        when ${endsIn('Slate Grey')} then ${products.priceCents}
        else greatest(${products.priceCents} - 1, 0) end`,
    })
    .where(or(endsIn('Crimson'), endsIn('Sand'), endsIn('Slate Grey'), endsIn('Ocean Teal')));
}

/** Compares every query's answer (total, products, facets) and the filter panel's counts; how many. */
export async function expectSameAnswers(index: CatalogIndex, db: Db): Promise<number> {
  const brandNames = [
    ...new Set((await db.select({ brand: products.brand }).from(products)).map((row) => row.brand)),
  ].sort();
  let compared = 0;
  const synonyms = synonymLookup(DEFAULT_SEARCH_SYNONYMS);
  for (const query of queries(brandNames)) {
    const fromDatabase = await listProductPage(db, query, { synonyms });
    const fromIndex = listFromIndex(index, query, synonyms);
    const summary = (page: typeof fromIndex) => ({
      query,
      total: page.total,
      // Whole cards: the index's must be the database's, also after the changes below.
      items: page.items,
      facets: page.facets,
    });
    expect(summary(fromIndex)).toEqual(summary(fromDatabase));
    compared += 1;
  }
  // The filter panel's counts: every category, and the brands of all and of each category.
  const names = await listCategoryNames(db);
  expect(await listCategories(names, db, index)).toEqual(await listCategories(names, db));
  for (const category of [undefined, ...CATEGORIES]) {
    expect(await listBrands(db, category, index), category).toEqual(await listBrands(db, category));
  }
  return compared;
}
