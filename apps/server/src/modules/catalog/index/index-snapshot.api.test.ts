// A restarted instance starts its index from the snapshot it wrote (decision 041) and must then answer
// exactly as the database does, although products were edited, deleted, added and sold through another
// instance while it was down; and it builds from the database when the snapshot does not fit.
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@eshop/shared';
import { buildApp, type App } from '../../../app.js';
import { loadEnv } from '../../../config/env.js';
import type { Tx } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';
import { generateProducts, insertProducts } from '../../../db/seed/generate-products.js';
import { createClient } from '../../../test-support/auth-client.js';
import { buy } from '../../../test-support/checkout.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { publishEvent } from '../../events/index.js';
import { expectSameAnswers, putSomeOnSale } from './same-answers.js';

describe.each(BACKENDS)('the catalogue index snapshot on %s', (backend) => {
  let t: TestDatabase;
  const db = () => t.database.db;
  const snapshotFile = () => path.join(t.dataDir, 'catalog-index.snapshot');
  /** Bought while the indexing instance is down: one its last unit, one not. */
  let lastUnit: string;
  let oneOfFive: string;

  /** An instance of the shop on the test database (on PostgreSQL its cards in a file, as at 1M products). */
  async function startShop(env: Record<string, string> = {}): Promise<App> {
    const config = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: `${t.dataDir}/no-web-build`,
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      ...(backend === 'postgres' ? { CATALOG_INDEX_CARDS_UP_TO: '0' } : {}),
      ...env,
    });
    const app = await buildApp({ config, database: t.database, logger: false });
    await app.ready();
    await app.catalogIndexer?.whenReady();
    return app;
  }

  /** A write as the shop's writers make it: the rows and their events in one transaction. */
  const writeWithEvents = (productIds: string[], write: (tx: Tx) => Promise<unknown>) =>
    db().transaction(async (tx) => {
      await write(tx);
      for (const productId of productIds) await publishEvent(tx, 'public', 'product.changed', { productId });
    });

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    await insertProducts(db(), generateProducts(3_000, 7));
    await putSomeOnSale(db());
    const [a, b] = await db()
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.deletedAt))
      .limit(2);
    lastUnit = a!.id;
    oneOfFive = b!.id;
    await db().update(products).set({ stock: 1 }).where(eq(products.id, lastUnit));
    await db().update(products).set({ stock: 5 }).where(eq(products.id, oneOfFive));
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
  });

  it('starts from its snapshot, caught up on what changed while it was down', async () => {
    const first = await startShop();
    expect(first.catalogIndexer!.startedFrom()).toBe('database');
    await first.catalogIndexer!.saveSnapshot();
    await first.close();
    expect(fs.existsSync(snapshotFile())).toBe(true);

    // Meanwhile another instance (no index of its own) takes the owner's edits and two orders.
    const other = await startShop({ CATALOG_INDEX: 'false' });
    const some = (
      await db()
        .select({ id: products.id })
        .from(products)
        .where(isNull(products.deletedAt))
        .orderBy(products.name)
        .limit(42)
    )
      .filter((row) => row.id !== lastUnit && row.id !== oneOfFive)
      .slice(0, 40);
    for (const [i, { id }] of some.entries()) {
      if (i % 4 === 0) {
        await writeWithEvents([id], (tx) =>
          tx
            .update(products)
            .set({ name: `Renamed Midnight Gadget ${i}`, priceCents: 1_000 + i })
            .where(eq(products.id, id)),
        );
      } else if (i % 4 === 1) {
        await writeWithEvents([id], (tx) =>
          tx.update(products).set({ deletedAt: new Date() }).where(eq(products.id, id)),
        );
      } else if (i % 4 === 2) {
        await writeWithEvents([id], (tx) =>
          tx
            .update(products)
            .set({
              category: 'Fashion',
              brand: 'Apex',
              stock: i % 8 === 2 ? 0 : 5,
              compareAtCents: i % 12 === 2 ? null : 1_000_000,
            })
            .where(eq(products.id, id)),
        );
      } else {
        await writeWithEvents([id], (tx) => tx.delete(products).where(eq(products.id, id)));
      }
    }
    const added = generateProducts(25, 99);
    await insertProducts(db(), added);
    const addedIds = await db()
      .select({ id: products.id })
      .from(products)
      .where(
        inArray(
          products.name,
          added.map((row) => row.name),
        ),
      );
    await writeWithEvents(
      addedIds.map((row) => row.id),
      async () => undefined,
    );
    const shopper = createClient(other);
    await shopper.signUp('snapshot@example.com', 'shopper password 1');
    await shopper.signIn('snapshot@example.com', 'shopper password 1');
    await buy(shopper, [{ id: lastUnit, cartQuantity: 1 }]);
    await buy(shopper, [{ id: oneOfFive, cartQuantity: 1 }]);
    await other.close();

    const second = await startShop();
    try {
      expect(second.catalogIndexer!.startedFrom()).toBe('snapshot');
      const index = second.catalogIndexer!.current()!;
      expect(await expectSameAnswers(index, db())).toBeGreaterThan(100);
      const stockOf = async (id: string) =>
        (await second.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>().stock;
      expect(await stockOf(lastUnit)).toBe(0);
      expect(await stockOf(oneOfFive)).toBe(4);
      await second.catalogIndexer!.saveSnapshot();
    } finally {
      await second.close();
    }
  }, 180_000);

  it('builds from the database when the snapshot does not fit', async () => {
    // A product deleted without an event (by hand, in SQL): the count no longer matches.
    const [gone] = await db()
      .select({ id: products.id })
      .from(products)
      .where(isNull(products.deletedAt))
      .limit(1);
    await db().delete(products).where(eq(products.id, gone!.id));
    const afterSql = await startShop();
    try {
      expect(afterSql.catalogIndexer!.startedFrom()).toBe('database');
      expect(await expectSameAnswers(afterSql.catalogIndexer!.current()!, db())).toBeGreaterThan(100);
      await afterSql.catalogIndexer!.saveSnapshot();
    } finally {
      await afterSql.close();
    }

    // A damaged file (a few bytes flipped): its checksum fails.
    const bytes = fs.readFileSync(snapshotFile());
    for (const at of [0.3, 0.5, 0.7]) bytes[Math.floor(bytes.length * at)]! ^= 0xff;
    fs.writeFileSync(snapshotFile(), bytes);
    const afterDamage = await startShop();
    try {
      expect(afterDamage.catalogIndexer!.startedFrom()).toBe('database');
    } finally {
      await afterDamage.close();
    }
  }, 180_000);
});
