// The index must answer exactly as the database does (decision 018): on a generated catalogue of
// 3,000 products on both backends, hundreds of searches, filters, sorts and pages give the same
// total, the same products in the same order and the same facets from both; and again after
// products were edited, added, sold out of the catalogue, put on sale or taken off it, and deleted.
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListQuery } from '@eshop/shared';
import { products } from '../../../db/schema/index.js';
import { generateProducts, insertProducts } from '../../../db/seed/generate-products.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { getProduct } from '../get-product.js';
import { getPriceRange, listProductPage } from '../list-products.js';
import { isOnSale } from '../../products/index.js';
import type { CardPlace } from './card-store.js';
import type { CatalogIndex } from './catalog-index.js';
import { listFromIndex } from './list-from-index.js';
import { loadIndex, readProducts } from './load-index.js';
import { expectSameAnswers, putSomeOnSale } from './same-answers.js';

describe.each(BACKENDS)('the catalogue index on %s', (backend) => {
  let t: TestDatabase;
  let index: CatalogIndex;
  // The cards' texts in memory on one, in a file on the other (card-store.ts).
  const place = (): CardPlace =>
    backend === 'pglite' ? { inMemoryUpTo: Infinity, dir: t.dataDir } : { inMemoryUpTo: 0, dir: t.dataDir };
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await insertProducts(db(), generateProducts(3_000, 7));
    await putSomeOnSale(db());
    // Cards with every field a compact card keeps (card-columns.ts): more pictures, reviews, an
    // edit, and text beyond ASCII.
    const [dressed] = await db().select({ id: products.id }).from(products).limit(1);
    await db()
      .update(products)
      .set({
        name: 'Café Crème Ø – 東京',
        description: 'Zwölf Boxkämpfer jagen Viktor 🥊 quer über den großen Sylter Deich.',
        gallery: ['/uploads/a.webp', '/uploads/b.webp'],
        reviewCount: 3,
        ratingSum: 13,
        editedAt: new Date('2026-05-04T03:02:01.123Z'),
      })
      .where(eq(products.id, dressed!.id));
    index = await loadIndex(db(), place(), 700);
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('answers every query as the database does', async () => {
    // The "on sale" queries have something to find (and not everything).
    const onSale = await listProductPage(db(), { onSale: true, page: 1, limit: 12 });
    expect(onSale.total).toBeGreaterThan(100);
    expect(onSale.total).toBeLessThan(index.liveCount / 2);
    expect(await expectSameAnswers(index, db())).toBeGreaterThan(100);
    expect(index.priceRange()).toEqual(await getPriceRange(db()));
  }, 120_000);

  it("answers a product's own page as the database does", async () => {
    const rows = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(isOnSale, or(isNotNull(products.editedAt), sql`${products.id}::text < '2'`)));
    expect(rows.length).toBeGreaterThan(50);
    for (const { id } of rows) {
      const { variants: _variants, ...fromDatabase } = await getProduct(db(), id);
      expect(index.productOf(id)).toEqual(fromDatabase);
    }
    const edited = await getProduct(db(), rows.find((row) => index.productOf(row.id)!.editedAt)!.id);
    expect(edited).toMatchObject({ name: 'Café Crème Ø – 東京', reviewCount: 3, averageRating: 4.3 });
    expect(edited.gallery).toHaveLength(2);
  });

  it('keeps answering as the database does after edits, additions and deletions', async () => {
    // Products the first page shows: their cards change below.
    const firstPage: ProductListQuery = { sort: 'a-z', page: 1, limit: 100 };
    const shown = listFromIndex(index, firstPage).items.map((item) => item.id);
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
    index.apply(await readProducts(db(), changed));
    expect(index.liveCount).toBe(before - 20 + 25);
    expect(listFromIndex(index, firstPage).items).toEqual((await listProductPage(db(), firstPage)).items);
    expect(await expectSameAnswers(index, db())).toBeGreaterThan(100);
    expect(index.priceRange()).toEqual(await getPriceRange(db()));
  }, 120_000);
});
