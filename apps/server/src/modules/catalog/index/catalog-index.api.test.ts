// The index must answer exactly as the database does (decision 018): on a generated catalogue of
// 3,000 products on both backends, hundreds of searches, filters, sorts and pages give the same
// total, the same products in the same order and the same facets from both; and again after
// products were edited, added, sold out of the catalogue, put on sale or taken off it, and deleted.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListQuery } from '@eshop/shared';
import { products } from '../../../db/schema/index.js';
import { generateProducts, insertProducts } from '../../../db/seed/generate-products.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { getPriceRange, listProductPage } from '../list-products.js';
import type { CatalogIndex } from './catalog-index.js';
import { listFromIndex } from './list-from-index.js';
import { loadIndex, readProducts } from './load-index.js';
import { expectSameAnswers, putSomeOnSale } from './same-answers.js';

describe.each(BACKENDS)('the catalogue index on %s', (backend) => {
  let t: TestDatabase;
  let index: CatalogIndex;
  const keepCards = backend === 'pglite';
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await insertProducts(db(), generateProducts(3_000, 7));
    await putSomeOnSale(db());
    index = await loadIndex(db(), keepCards ? Number.POSITIVE_INFINITY : 0, 700);
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('answers every query as the database does', async () => {
    expect(index.keepsCards).toBe(keepCards);
    // The "on sale" queries have something to find (and not everything).
    const onSale = await listProductPage(db(), { onSale: true, page: 1, limit: 12 });
    expect(onSale.total).toBeGreaterThan(100);
    expect(onSale.total).toBeLessThan(index.liveCount / 2);
    expect(await expectSameAnswers(index, db())).toBeGreaterThan(100);
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
          .set({
            category: 'Fashion',
            brand: 'Apex',
            stock: i % 8 === 2 ? 0 : 5,
            // Put on sale, or taken off it.
            compareAtCents: i % 12 === 2 ? null : 1_000_000,
          })
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
    expect(await expectSameAnswers(index, db())).toBeGreaterThan(100);
    expect(index.priceRange()).toEqual(await getPriceRange(db()));
  }, 120_000);
});
