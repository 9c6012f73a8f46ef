// Where the index keeps its cards' texts follows the catalogue's size (decision 077): a shop that
// grows past CATALOG_INDEX_CARDS_UP_TO (an import) gets an index whose texts are in a file, and it
// answers as before.
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { loadEnv } from '../../../config/env.js';
import { products } from '../../../db/schema/index.js';
import { generateProducts, insertProducts } from '../../../db/seed/generate-products.js';
import { isOnSale } from '../../products/index.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';

describe.each(BACKENDS)("the index's cards on %s", (backend) => {
  let t: TestDatabase;
  let app: App;
  /** Products on sale at start (the test database's and 500 more): as many as memory keeps. */
  let startingProducts: number;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await insertProducts(t.database.db, generateProducts(500, 3));
    const [onSale] = await t.database.db.select({ count: count() }).from(products).where(isOnSale);
    startingProducts = onSale!.count;
    const config = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: `${t.dataDir}/no-web-build`,
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      CATALOG_INDEX_SNAPSHOT: 'false',
      CATALOG_INDEX_CARDS_UP_TO: String(startingProducts),
    });
    app = await buildApp({ config, database: t.database, logger: false });
    await app.ready();
    await app.catalogIndexer!.whenReady();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('moves the texts to a file once the catalogue outgrows memory, answering as before', async () => {
    expect(app.catalogIndexer!.current()!.cardsInMemory).toBe(true);

    const added = generateProducts(5, 42);
    await insertProducts(t.database.db, added);
    const ids = (
      await t.database.db
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
    await app.catalogChanged({ productIds: ids });

    const deadline = Date.now() + 60_000;
    while (app.catalogIndexer!.current()!.cardsInMemory && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const index = app.catalogIndexer!.current()!;
    expect(index.cardsInMemory).toBe(false);
    expect(index.liveCount).toBe(startingProducts + 5);

    for (const id of ids) {
      const response = await app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode).toBe(200);
      const { name, desc } = response.json<{ name: string; desc: string }>();
      expect(added).toContainEqual(expect.objectContaining({ name, description: desc }));
    }
    const listing = await app.inject({ method: 'GET', url: '/api/products?sort=a-z&limit=48' });
    expect(listing.json<{ total: number }>().total).toBe(startingProducts + 5);
  }, 120_000);
});
