// Where the index keeps its cards' texts follows the catalogue's size (decision 077): a shop that
// grows past CATALOG_INDEX_CARDS_UP_TO (an import) gets an index whose texts are in a file, and it
// answers as before.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/index.js';
import { generateProducts, insertProducts } from '../../../db/seed/generate-products.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { BACKENDS } from '../../../test-support/test-database.js';

/** More than the test database holds, fewer than it holds with the products added below. */
const IN_MEMORY_UP_TO = 100;

describe.each(BACKENDS)("the index's cards on %s", (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      CATALOG_INDEX_SNAPSHOT: 'false',
      CATALOG_INDEX_CARDS_UP_TO: String(IN_MEMORY_UP_TO),
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('moves the texts to a file once the catalogue outgrows memory, answering as before', async () => {
    const before = t.app.catalogIndexer!.current()!;
    const startingProducts = before.liveCount;
    expect(startingProducts).toBeLessThanOrEqual(IN_MEMORY_UP_TO);
    expect(before.cardsInMemory).toBe(true);

    const added = generateProducts(IN_MEMORY_UP_TO, 42);
    await insertProducts(t.testDb.database.db, added);
    const ids = (
      await t.testDb.database.db
        .select({ id: products.id })
        .from(products)
        .where(
          inArray(
            products.name,
            added.map((row) => row.name),
          ),
        )
    ).map((row) => row.id);
    // As a write through this instance tells the index (the import does the same).
    await t.app.catalogChanged({ productIds: ids });

    const deadline = Date.now() + 60_000;
    while (t.app.catalogIndexer!.current()!.cardsInMemory && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const index = t.app.catalogIndexer!.current()!;
    expect(index.cardsInMemory).toBe(false);
    expect(index.liveCount).toBe(startingProducts + ids.length);

    for (const id of ids.slice(0, 10)) {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode).toBe(200);
      const { name, desc } = response.json<{ name: string; desc: string }>();
      expect(added).toContainEqual(expect.objectContaining({ name, description: desc }));
    }
    const listing = await t.app.inject({ method: 'GET', url: '/api/products?sort=a-z&limit=48' });
    expect(listing.json<{ total: number }>().total).toBe(startingProducts + ids.length);
  }, 120_000);
});
