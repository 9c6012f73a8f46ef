// Issue 33: two instances behind the project's nginx routes (deploy/nginx-shop.conf) on PostgreSQL.
// Shoppers browse and check out through nginx while both instances are restarted one after the
// other (SIGTERM: the drain, then the stop) and while one is killed with kill -9. No shopper gets
// an error page (a 503 is sent again, as the web app does) and no order is lost or doubled; the
// answers are counted by status in the test's output.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@eshop/shared';
import { queryDatabase } from '../test-support/query-database.js';
import { loopbackBrowser, type LoopbackBrowser } from '../test-support/loopback-browser.js';
import { PROXY_ADDRESS, startNginx } from '../test-support/nginx.js';
import {
  createTally,
  patientShopper,
  type PatientShopper,
  type Tally,
} from '../test-support/patient-shopper.js';
import { startShopInstances, type ShopInstance, type ShopInstances } from '../test-support/shop-instances.js';

const SHOPPERS = 6;
const PASSWORD = 'rolling shopper password 1';
/** Short, so the test is quick; long enough that requests arrive while an instance drains. */
const DRAIN_SECONDS = '2';

describe('rolling restarts and a kill -9 behind nginx', () => {
  let shop: ShopInstances;
  let a: ShopInstance;
  let b: ShopInstance;
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let products: Product[] = [];
  const browsers: LoopbackBrowser[] = [];
  const placed = new Set<string>();
  let ordersTold = 0;

  const query = <T extends pg.QueryResultRow>(text: string) => queryDatabase<T>(shop.databaseUrl, text);

  /** Resolves once `more` orders were placed after the call. */
  const afterOrders = async (more: number) => {
    const target = ordersTold + more;
    const deadline = Date.now() + 60_000;
    while (ordersTold < target) {
      if (Date.now() > deadline) throw new Error(`not ${more} more orders within a minute`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    shop = await startShopInstances(2, {
      PAYMENTS: 'test',
      TRUST_PROXY: PROXY_ADDRESS,
      SHUTDOWN_DRAIN_SECONDS: DRAIN_SECONDS,
      PAYMENT_SWEEP_SECONDS: '1',
    });
    [a, b] = shop.instances as [ShopInstance, ShopInstance];
    proxy = await startNginx([a.port, b.port]);
    const listing = (await (
      await fetch(`${a.base}/api/products?limit=40&sort=a-z`)
    ).json()) as ProductListResponse;
    // Sold one way (a product with options is bought as a variant the shopper chose).
    products = listing.items.filter((product) => product.stock >= 30 && !product.options);
    expect(products.length).toBeGreaterThanOrEqual(8);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await proxy?.stop();
    await shop?.cleanup();
  });

  it('shows no shopper an error page and loses or doubles no order', async () => {
    const tallies = { rolling: createTally(), killed: createTally() };
    let tally: Tally = tallies.rolling;
    const shoppers = Array.from({ length: SHOPPERS }, (_, n) => {
      const browser = loopbackBrowser({
        base: `http://127.0.0.1:${proxy.port}`,
        origin: `https://127.0.0.1:${proxy.port}`,
        from: `127.0.35.${n + 1}`,
      });
      browsers.push(browser);
      // Each answer is counted in the phase it came in.
      return patientShopper(browser, { tally: () => tally });
    });
    await Promise.all(shoppers.map((shopper, n) => shopper.signUpAndIn(`rolling${n}@example.com`, PASSWORD)));

    let shopping = true;
    const failures: string[] = [];
    /** Browse a listing and a product, then buy it; again until the test is done. */
    const shopperRun = async (shopper: PatientShopper, n: number) => {
      for (let k = 0; shopping; k += 1) {
        const product = products[(n + k) % products.length]!;
        try {
          shopper.expectOk(await shopper.request('GET', `/api/products?page=${1 + (k % 3)}`), 'a listing');
          shopper.expectOk(await shopper.request('GET', `/api/products/${product.id}`), 'a product');
          placed.add(await shopper.checkout([{ id: product.id, cartQuantity: 1 }]));
          ordersTold += 1;
        } catch (error) {
          failures.push(`shopper ${n}, round ${k}: ${(error as Error).message}`);
          return;
        }
      }
    };
    const running = Promise.all(shoppers.map(shopperRun));

    await afterOrders(SHOPPERS);
    // A rolling restart: each instance drains and stops (SIGTERM), then starts again.
    for (const instance of [a, b]) {
      await instance.restart('SIGTERM');
      expect(instance.process.output()).not.toContain('could not start');
      await afterOrders(4);
    }
    // A crash: one instance killed with requests in flight, then started again.
    tally = tallies.killed;
    process.kill(a.process.child.pid!, 'SIGKILL');
    await afterOrders(4);
    await a.restart();
    await afterOrders(4);

    shopping = false;
    await running;
    for (const [phase, { byStatus, unavailable }] of Object.entries(tallies)) {
      console.log(
        `${phase}: shoppers' answers by status ${JSON.stringify(Object.fromEntries(byStatus))}; the 503s: ${JSON.stringify(Object.fromEntries(unavailable))}`,
      );
    }
    console.log(`${ordersTold} orders placed`);
    expect(failures).toEqual([]);
    expect(tallies.rolling.errorPages).toEqual([]);
    expect(tallies.killed.errorPages).toEqual([]);

    // Every order a shopper was told about is there once, and there is no other; every card
    // authorised has its order.
    const orders = await query<{ id: string; payment_intent_id: string }>(
      'select id, payment_intent_id from orders',
    );
    expect(orders.map((order) => order.id).sort()).toEqual([...placed].sort());
    expect(new Set(orders.map((order) => order.payment_intent_id)).size).toBe(orders.length);
    const [totals] = await query<{ authorised: string }>(`
      select count(*) as authorised from test_payment_intents
      where status in ('requires_capture', 'succeeded')`);
    expect(totals?.authorised).toBe(String(placed.size));
  }, 240_000);
});
