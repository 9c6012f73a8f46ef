// Issue 33: the shop as a real process on a PostgreSQL of the test's own, with shoppers checking out
// while the database drops the shop's connections again and again (pg_terminate_backend) and then
// crashes and comes back twice (pg_ctl stop -m immediate, start). The process must live through all
// of it (a dropped connection held by a request once ended it), answer 503 in the API's shape while
// the database is gone and 200 after, and every authorised payment must end as exactly one order.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@eshop/shared';
import { queryDatabase } from '../test-support/query-database.js';
import { loopbackBrowser, type LoopbackBrowser } from '../test-support/loopback-browser.js';
import { createTally, patientShopper, type PatientShopper } from '../test-support/patient-shopper.js';
import { createOwnPostgres, type OwnPostgres } from '../test-support/own-postgres.js';
import { freePort, isUp, startShop, waitFor, type ShopProcess } from '../test-support/server-process.js';

const SHOPPERS = 6;
const PASSWORD = 'failover shopper password 1';
/** Rounds of "terminate every connection of the shop", each after more orders were placed. */
const TERMINATION_ROUNDS = 6;
/** Crashes of the database server (immediate stop, then start). */
const CRASHES = 2;
/** How long a shopper keeps pressing the button again while the shop says 503 or does not answer. */
const SHOPPER_PATIENCE_MS = 60_000;

describe('the shop process while PostgreSQL drops its connections and crashes', () => {
  let postgres: OwnPostgres;
  let shop: ShopProcess;
  let base = '';
  let dataDir = '';
  let products: Product[] = [];
  const browsers: LoopbackBrowser[] = [];
  const tally = createTally();
  const placed = new Set<string>();
  let ordersTold = 0;

  const query = <T extends pg.QueryResultRow>(text: string) => queryDatabase<T>(postgres.url, text);

  const assertShopAlive = () => {
    if (!isAlive()) throw new Error(`the shop process died:\n${shop.output().slice(-3000)}`);
  };

  /** Resolves once `more` orders were placed after the call; fails at once if the shop died. */
  const afterOrders = async (more: number) => {
    const target = ordersTold + more;
    const deadline = Date.now() + 60_000;
    while (ordersTold < target) {
      assertShopAlive();
      if (Date.now() > deadline) throw new Error(`not ${more} more orders within a minute`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const isAlive = () => shop.child.exitCode === null && shop.child.signalCode === null;

  beforeAll(async () => {
    postgres = await createOwnPostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-failover-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    shop = startShop({
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      PAYMENTS: 'test',
      // Payments whose order a lost connection interrupted are completed by the sweep.
      PAYMENT_SWEEP_SECONDS: '1',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    await waitFor(isUp(base), 90_000).catch(() => {
      throw new Error(`the shop did not start:\n${shop.output()}`);
    });
    const listing = (await (
      await fetch(`${base}/api/products?limit=40&sort=a-z`)
    ).json()) as ProductListResponse;
    // Sold one way (a product with options is bought as a variant the shopper chose).
    products = listing.items.filter((product) => product.stock >= 30 && !product.options);
    expect(products.length).toBeGreaterThanOrEqual(8);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await shop?.stop('SIGKILL');
    postgres?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lives, answers 503 while the database is gone and 200 after, and pays every order once', async () => {
    const browsersOf = Array.from({ length: SHOPPERS }, (_, n) => {
      const browser = loopbackBrowser({ base, from: `127.0.33.${n + 1}` });
      browsers.push(browser);
      return browser;
    });
    const shoppers = browsersOf.map((browser) =>
      patientShopper(browser, { tally: () => tally, patienceMs: SHOPPER_PATIENCE_MS, assertShopAlive }),
    );
    await Promise.all(
      shoppers.map((shopper, n) => shopper.signUpAndIn(`failover${n}@example.com`, PASSWORD)),
    );

    let shopping = true;
    const failures: string[] = [];
    const shop1 = async (shopper: PatientShopper, n: number) => {
      for (let k = 0; shopping; k += 1) {
        try {
          placed.add(
            await shopper.checkout([{ id: products[(n + k) % products.length]!.id, cartQuantity: 1 }]),
          );
          ordersTold += 1;
        } catch (error) {
          failures.push(`shopper ${n}, order ${k}: ${(error as Error).message}`);
          return;
        }
      }
    };
    const shopping1 = Promise.all(shoppers.map(shop1));

    // Connections dropped under the running checkouts, the event listener's included.
    await afterOrders(SHOPPERS);
    for (let round = 0; round < TERMINATION_ROUNDS; round += 1) {
      const ended = await query<{ ended: boolean }>(`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where backend_type = 'client backend' and pid <> pg_backend_pid()`);
      expect(ended.length).toBeGreaterThan(0);
      expect(isAlive(), shop.output()).toBe(true);
      await afterOrders(2);
    }

    // The database crashes and comes back: the shop says so while it is gone, and serves after.
    const watcher = loopbackBrowser({ base, from: '127.0.34.1' });
    browsers.push(watcher);
    for (let crash = 0; crash < CRASHES; crash += 1) {
      postgres.stop('immediate');
      const ready = await watcher.request('GET', '/api/ready', undefined, { once: true });
      expect(ready.status).toBe(503);
      const cart = await browsersOf[0]!.request('GET', '/api/cart', undefined, { once: true });
      expect(cart.status).toBe(503);
      expect(cart.json).toEqual({
        error: {
          code: 'UNAVAILABLE',
          message: 'The shop cannot reach its database. Please try again in a moment.',
        },
      });
      expect(cart.headers.get('x-request-id')).toBeTruthy();
      expect(isAlive(), shop.output()).toBe(true);
      postgres.start();
      await waitFor(
        async () => ((await fetch(`${base}/api/ready`)).status === 200 ? true : undefined),
        30_000,
      );
      expect((await browsersOf[0]!.request('GET', '/api/cart', undefined, { once: true })).status).toBe(200);
      await afterOrders(3);
    }

    shopping = false;
    await shopping1;
    console.log(
      `Failover run: ${ordersTold} orders; shoppers' answers by status: ${JSON.stringify(Object.fromEntries(tally.byStatus))}`,
    );
    expect(failures).toEqual([]);
    expect(tally.errorPages).toEqual([]);
    expect(isAlive(), shop.output()).toBe(true);
    expect(shop.output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);

    // Every order a shopper was told about is there once, and there is no other.
    const orders = await query<{ id: string; payment_intent_id: string }>(
      'select id, payment_intent_id from orders',
    );
    expect(orders.map((order) => order.id).sort()).toEqual([...placed].sort());
    expect(new Set(orders.map((order) => order.payment_intent_id)).size).toBe(orders.length);
    // No card authorised or charged without its order; and once the sweep has run, each is captured.
    const unmatched = await query<{ id: string }>(`
      select p.id from test_payment_intents p
      where p.status in ('requires_capture', 'succeeded')
        and not exists (select 1 from orders o where o.payment_intent_id = p.id)`);
    expect(unmatched).toEqual([]);
    // Every card authorised is one order (capturing what a lost connection left authorised is the
    // sweep's, a minute later; crash-recovery.api.test.ts covers it).
    const [totals] = await query<{ orders: string; authorised: string }>(`
      select (select count(*) from orders) as orders,
             (select count(*) from test_payment_intents
              where status in ('requires_capture', 'succeeded')) as authorised`);
    expect(totals).toEqual({ orders: String(placed.size), authorised: String(placed.size) });
    expect(shop.output()).not.toMatch(/React is not defined/);
  }, 180_000);
});
