// The index must answer exactly as the database does (decision 018): on a generated catalogue of
// 3,000 products on both backends, hundreds of searches, filters, sorts and pages give the same
// total, the same products in the same order and the same facets from both; and again after
// products were edited, added, sold out of the catalogue and deleted.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, PRODUCT_SORTS, type ProductListQuery } from '@eshop/shared';
import { products } from '../../../db/schema/index.js';
import { generateProducts, insertProducts } from '../../../db/seed/generate-products.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { listBrands, listCategories } from '../list-facets.js';
import { getPriceRange, listProductPage } from '../list-products.js';
import type { CatalogIndex } from './catalog-index.js';
import { listFromIndex } from './list-from-index.js';
import { loadIndex, readProducts } from './load-index.js';

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
];
const PRICES = [undefined, 5_000, 50_000];
const MIN_PRICES = [1_000, 20_000, 60_000];

/** A deterministic spread of queries: every term with every sort, and filters and pages varied. */
function queries(brands: string[]): ProductListQuery[] {
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
      // The default sort's first page always (Best match with a term); other pages elsewhere.
      const page = sort === undefined ? 1 : [1, 2, 5, 40][n % 4]!;
      list.push({
        ...(search === undefined ? {} : { search }),
        ...(sort === undefined ? {} : { sort }),
        ...(category ? { category } : {}),
        ...(brand ? { brand } : {}),
        ...(maxPriceCents === undefined ? {} : { maxPriceCents }),
        ...(minPriceCents === undefined ? {} : { minPriceCents }),
        ...(inStock ? { inStock } : {}),
        page,
        limit: n % 5 === 0 ? 100 : 12,
      });
    }
  }
  return list;
}

describe.each(BACKENDS)('the catalogue index on %s', (backend) => {
  let t: TestDatabase;
  let index: CatalogIndex;
  const keepCards = backend === 'pglite';
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await insertProducts(db(), generateProducts(3_000, 7));
    index = await loadIndex(db(), keepCards ? Number.POSITIVE_INFINITY : 0, 700);
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  const brandNames = async () =>
    [
      ...new Set((await db().select({ brand: products.brand }).from(products)).map((row) => row.brand)),
    ].sort();

  async function expectSameAnswers(): Promise<number> {
    let compared = 0;
    for (const query of queries(await brandNames())) {
      const [fromDatabase, fromIndex] = await Promise.all([
        listProductPage(db(), query),
        listFromIndex(index, db(), query),
      ]);
      const summary = (page: typeof fromIndex) => ({
        query,
        total: page.total,
        // Whole cards: the index's (PGlite), or those of products shown lately (PostgreSQL), must be
        // the database's, also after the changes below.
        items: page.items,
        facets: page.facets,
      });
      expect(summary(fromIndex)).toEqual(summary(fromDatabase));
      compared += 1;
    }
    // The filter panel's counts: every category, and the brands of all and of each category.
    expect(await listCategories(db(), index)).toEqual(await listCategories(db()));
    for (const category of [undefined, ...CATEGORIES]) {
      expect(await listBrands(db(), category, index), category).toEqual(await listBrands(db(), category));
    }
    return compared;
  }

  it('answers every query as the database does', async () => {
    expect(index.keepsCards).toBe(keepCards);
    expect(await expectSameAnswers()).toBeGreaterThan(100);
    expect(index.priceRange()).toEqual(await getPriceRange(db()));
  }, 120_000);

  it('keeps answering as the database does after edits, additions and deletions', async () => {
    // Products a page has shown (so their cards are held where the index keeps no cards).
    const firstPage: ProductListQuery = { sort: 'a-z', page: 1, limit: 100 };
    const shown = (await listFromIndex(index, db(), firstPage)).items.map((item) => item.id);
    const some = await db()
      .select()
      .from(products)
      .where(inArray(products.id, shown.slice(0, 40)));
    const changed: string[] = [];
    for (const [i, row] of some.entries()) {
      changed.push(row.id);
      if (i % 4 === 0) {
        await db()
          .update(products)
          .set({ name: `Renamed Midnight Gadget ${i}`, priceCents: 1_000 + i })
          .where(eq(products.id, row.id));
      } else if (i % 4 === 1) {
        await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, row.id));
      } else if (i % 4 === 2) {
        await db()
          .update(products)
          .set({ category: 'Fashion', brand: 'Apex', stock: i % 8 === 2 ? 0 : 5 })
          .where(eq(products.id, row.id));
      } else {
        await db().delete(products).where(eq(products.id, row.id));
      }
    }
    await insertProducts(db(), generateProducts(25, 99));
    const fresh = await db()
      .select({ id: products.id })
      .from(products)
      .where(
        inArray(
          products.name,
          generateProducts(25, 99).map((row) => row.name),
        ),
      );
    changed.push(...fresh.map((row) => row.id));
    const before = index.liveCount;
    index.apply(await readProducts(db(), changed, keepCards));
    expect(index.liveCount).toBe(before - 20 + 25);
    expect((await listFromIndex(index, db(), firstPage)).items).toEqual(
      (await listProductPage(db(), firstPage)).items,
    );
    expect(await expectSameAnswers()).toBeGreaterThan(100);
    expect(index.priceRange()).toEqual(await getPriceRange(db()));
  }, 120_000);
});
