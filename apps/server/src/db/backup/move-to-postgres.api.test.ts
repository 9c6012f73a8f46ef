// Moving an embedded shop to PostgreSQL: refused while the shop runs, then every table copied and
// compared, and the shop starts on DATABASE_URL with its products, accounts and orders; a second move
// into the same database is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse, Product } from '@eshop/shared';
import { buildApp } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { createClient } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { createPostgresDatabase } from '../../test-support/test-database.js';
import { openDatabase } from '../client.js';
import { prepareDatabase } from '../prepare.js';
import { moveToPostgres, type MoveResult } from './move-to-postgres.js';

const SHOPPER = { email: 'moving.shopper@example.com', password: 'moving shopper password 1' };
const TEST_ENV = { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' };

describe('moving an embedded shop to PostgreSQL', () => {
  let shop: TestApp;
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let product: Product;
  let orderNumber: number;
  let moved: MoveResult;
  let isShopStopped = false;

  beforeAll(async () => {
    shop = await createTestApp('pglite', TEST_ENV);
    [product] = (await firstProducts(shop.app, 1)) as [Product];
    const shopper = createClient(shop.app);
    await shopper.signUp(SHOPPER.email, SHOPPER.password);
    await shopper.signIn(SHOPPER.email, SHOPPER.password);
    await buy(shopper, [{ id: product.id, cartQuantity: 1 }]);
    orderNumber =
      (await shopper.request('GET', '/api/orders')).json<OrderListResponse>().items[0]?.number ?? 0;
    target = await createPostgresDatabase();
  });
  afterAll(async () => {
    await target?.drop();
    if (isShopStopped) await shop.testDb.drop();
    else await shop?.close();
  });

  it('refuses while the shop is running, saying so', async () => {
    await expect(moveToPostgres({ dataDir: shop.testDb.dataDir, databaseUrl: target.url })).rejects.toThrow(
      new RegExp(
        `The shop is running on .* \\(process ${process.pid}\\)\\. An embedded shop is moved while it is stopped`,
      ),
    );
  });

  it('copies every table into the empty database, the same on both sides', async () => {
    await shop.app.close();
    await shop.testDb.database.close();
    isShopStopped = true;
    moved = await moveToPostgres({ dataDir: shop.testDb.dataDir, databaseUrl: target.url });
    expect(moved.matches).toBe(true);
    expect(moved.migratedForward).toBe(false);
    expect(moved.tables.length).toBeGreaterThan(20);
    for (const table of moved.tables) expect(table.target).toEqual(table.source);
    const rows = Object.fromEntries(moved.tables.map((table) => [table.name, table.source.rows]));
    expect(rows).toMatchObject({ orders: 1, users: 1 });
    expect(rows.products).toBeGreaterThan(50);
  });

  it('starts on DATABASE_URL as the same shop, and order numbers go on', async () => {
    const config = loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: target.url,
      DATA_DIR: shop.testDb.dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: `${shop.testDb.dataDir}/no-web-build`,
      ...TEST_ENV,
    });
    const database = await openDatabase({ databaseUrl: target.url, poolSize: 4 });
    // As the server starts: migrations (none left) and the demo seed (skipped: the shop has products).
    expect(await prepareDatabase(database, { seedDemoData: true })).toBe(0);
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      await app.catalogIndexer?.whenReady();
      const seen = await app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(seen.json<Product>().name).toBe(product.name);
      const shopper = createClient(app);
      expect((await shopper.signIn(SHOPPER.email, SHOPPER.password)).statusCode).toBe(200);
      await buy(shopper, [{ id: product.id, cartQuantity: 1 }]);
      const history = (await shopper.request('GET', '/api/orders')).json<OrderListResponse>();
      expect(history.items.map((item) => item.number).sort()).toEqual([orderNumber, orderNumber + 1]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses to move into a database that already holds a shop', async () => {
    await expect(moveToPostgres({ dataDir: shop.testDb.dataDir, databaseUrl: target.url })).rejects.toThrow(
      /not empty/,
    );
  });
});
