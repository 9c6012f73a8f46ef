// Issue 23: two instances of the shop on one PostgreSQL database behind nginx. Shoppers and the admin
// go through the proxy while one instance is killed with kill -9; no order is lost or doubled, and
// sessions, rate limits, live updates and the catalogue's caches hold across instances.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote, CreatePaymentIntentResponse, Product, ProductListResponse } from '@eshop/shared';
import { AUTH_RATE_LIMITS } from '../modules/auth/auth.js';
import { PAYMENT_INTENT_RATE_LIMIT } from '../workflows/checkout/routes.js';
import { ADDRESS, GOOD_CARD } from '../test-support/checkout.js';
import { openEventStream } from '../test-support/event-stream-client.js';
import {
  loopbackBrowser,
  type BrowserAnswer,
  type LoopbackBrowser,
} from '../test-support/loopback-browser.js';
import { PROXY_ADDRESS, startNginx } from '../test-support/nginx.js';
import { queryDatabase } from '../test-support/query-database.js';
import { waitFor } from '../test-support/server-process.js';
import { startShopInstances, type ShopInstance, type ShopInstances } from '../test-support/shop-instances.js';

const ADMIN = { email: 'owner@scale.example.com', password: 'scale owner password 1' };
const PASSWORD = 'scale shopper password 1';
const SHOPPERS = 6;
const ORDERS_EACH = 4;
/** The second instance dies once this many orders were placed: mid-run, with requests in flight. */
const KILL_AFTER_ORDERS = 8;

type Line = { id: string; cartQuantity: number };
type Session = { user: { email: string } | null };

/** The answer, or an error naming the request and what came back. */
function ok<T>(answer: BrowserAnswer<T>, what: string, status = 200): T {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
  return answer.json;
}

describe('two instances behind nginx on PostgreSQL', () => {
  let shop: ShopInstances;
  let a: ShopInstance;
  let b: ShopInstance;
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let products: Product[];
  /** Every order a client was told was placed. */
  const placed = new Set<string>();
  const browsers: LoopbackBrowser[] = [];
  let addresses = 0;

  /** A new browser from an address of its own; through nginx unless given an instance. */
  const newBrowser = (instance?: ShopInstance) => {
    addresses += 1;
    const from = `127.0.${20 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
    const browser = instance
      ? loopbackBrowser({ base: instance.base, from })
      : // The browser's view: the proxy terminates TLS, so the page's origin is https.
        loopbackBrowser({
          base: `http://127.0.0.1:${proxy.port}`,
          origin: `https://127.0.0.1:${proxy.port}`,
          from,
        });
    browsers.push(browser);
    return browser;
  };

  const signIn = async (browser: LoopbackBrowser, email: string, password = PASSWORD) =>
    ok(await browser.request('POST', '/api/auth/sign-in/email', { email, password }), `sign-in of ${email}`);

  /** A new account, signed in. A sign-up sent twice (no answer the first time) may say it exists. */
  const signUp = async (browser: LoopbackBrowser, email: string) => {
    await browser.request('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: '' });
    await signIn(browser, email);
  };

  /** What the storefront does: the cart saved, a quote, a payment, the test card, the order. */
  const buy = async (browser: LoopbackBrowser, lines: Line[], base?: string) => {
    const at = base ? { base } : {};
    const cart = { items: lines.map((line) => ({ productId: line.id, quantity: line.cartQuantity })) };
    ok(await browser.request('PUT', '/api/cart', cart, at), 'saving the cart');
    const quote = ok(
      await browser.request<CheckoutQuote>(
        'POST',
        '/api/checkout/quote',
        { items: lines, shipping: ADDRESS },
        at,
      ),
      'the quote',
    );
    const intent = ok(
      await browser.request<CreatePaymentIntentResponse>(
        'POST',
        '/api/create-payment-intent',
        {
          items: lines,
          shipping: ADDRESS,
          billing: ADDRESS,
          shippingMethodId: quote.shippingMethodId,
          expectedTotalCents: quote.totals.totalCents,
        },
        at,
      ),
      'the payment intent',
    );
    // Sent again after no answer, both name the same payment: the shop settles it once.
    ok(
      await browser.request(
        'POST',
        `/api/test-payments/${intent.paymentIntentId}/confirm`,
        { clientSecret: intent.clientSecret, ...GOOD_CARD },
        at,
      ),
      'the test card',
    );
    const { orderId } = ok(
      await browser.request<{ orderId: string }>(
        'POST',
        '/api/checkout/complete',
        { paymentIntentId: intent.paymentIntentId },
        at,
      ),
      'the order',
    );
    placed.add(orderId);
    return orderId;
  };

  const linesFor = (n: number): Line[] =>
    Array.from({ length: 1 + (n % 2) }, (_, line) => ({
      id: products[(n + line * 3) % 8]!.id,
      cartQuantity: 1 + ((n + line) % 2),
    }));

  const query = <T extends pg.QueryResultRow>(text: string) => queryDatabase<T>(shop.databaseUrl, text);

  beforeAll(async () => {
    shop = await startShopInstances(2, {
      PAYMENTS: 'test',
      RATE_LIMIT_ENABLED: 'true',
      TRUST_PROXY: PROXY_ADDRESS,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    [a, b] = shop.instances as [ShopInstance, ShopInstance];
    proxy = await startNginx([a.port, b.port]);
    const listing = (await (
      await fetch(`${a.base}/api/products?limit=40&sort=a-z`)
    ).json()) as ProductListResponse;
    // Products with stock for every order of the run (the demo has a few nearly sold out).
    // Sold one way (a product with options is bought as a variant the shopper chose).
    products = listing.items.filter((product) => product.stock >= 30 && !product.options);
    expect(products.length).toBeGreaterThanOrEqual(10);
  });

  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await proxy?.stop();
    await shop?.cleanup();
  });

  it('keeps a session made on one instance on the other, and ends it on both at sign-out', async () => {
    const shopper = newBrowser(a);
    await signUp(shopper, 'both@scale.example.com');
    const cookie = shopper.cookie;
    for (const instance of [a, b]) {
      const session = await shopper.request<Session>('GET', '/api/session', undefined, {
        base: instance.base,
      });
      expect(session.json.user?.email).toBe('both@scale.example.com');
    }
    ok(await shopper.request('POST', '/api/auth/sign-out', {}, { base: b.base }), 'sign-out on B');
    // The cookie kept from before (another tab) no longer opens the session on A either.
    const stale = await fetch(`${a.base}/api/session`, { headers: { cookie } });
    expect(((await stale.json()) as Session).user).toBeNull();
  });

  it("shows a product edited through one instance in the other's listing and search", async () => {
    const admin = newBrowser(a);
    await signIn(admin, ADMIN.email, ADMIN.password);
    const visitor = newBrowser(b);
    const product = products[8]!;
    const search = '/api/products?search=quokkaedit';
    // B answers (and caches) the search and the product before the edit.
    expect(ok(await visitor.request<ProductListResponse>('GET', search), 'search on B').total).toBe(0);
    ok(await visitor.request('GET', `/api/products/${product.id}`), 'product on B');

    const current = ok(
      await admin.request<Product>('GET', `/api/admin/products/${product.id}`),
      'admin read',
    );
    const { name, priceCents, category, brand, desc, imageURL, stock } = current;
    ok(
      await admin.request('PUT', `/api/admin/products/${product.id}`, {
        name: `${name} Quokkaedit`,
        priceCents,
        category,
        brand,
        desc,
        imageURL,
        stock,
        stockWas: stock,
      }),
      'the edit on A',
    );
    // B heard the change from the database (LISTEN/NOTIFY): its index and cached answers follow.
    await waitFor(async () => {
      const found = await visitor.request<ProductListResponse>('GET', search);
      return found.json.total === 1 ? true : undefined;
    }, 5_000);
    const shown = await visitor.request<Product>('GET', `/api/products/${product.id}`);
    expect(shown.json.name).toBe(`${name} Quokkaedit`);
  });

  it('tells a shopper streaming from one instance about a status change made on the other', async () => {
    const shopper = newBrowser(a);
    await signUp(shopper, 'stream@scale.example.com');
    const orderId = await buy(shopper, linesFor(0));
    const stream = await openEventStream(`${b.base}/api/events`, { cookie: shopper.cookie });
    try {
      const admin = newBrowser(a);
      await signIn(admin, ADMIN.email, ADMIN.password);
      ok(
        await admin.request('PATCH', `/api/admin/orders/${orderId}`, { orderStatus: 'Processing...' }),
        'status change on A',
      );
      const heard = await stream.waitFor(
        (event) => event.type === 'order.status' && event.data.orderId === orderId,
        5_000,
      );
      expect(heard.data.orderStatus).toBe('Processing...');
    } finally {
      stream.close();
    }
  });

  it('counts sign-in attempts once for all instances', async () => {
    const limit = AUTH_RATE_LIMITS['/sign-in/email'].max;
    const visitor = newBrowser(a);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < limit + 4; attempt += 1) {
      const answer = await visitor.request(
        'POST',
        '/api/auth/sign-in/email',
        { email: 'nobody@scale.example.com', password: 'not the password' },
        { base: (attempt % 2 === 0 ? a : b).base, once: true },
      );
      statuses.push(answer.status);
    }
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
  });

  it("counts a shopper's payment attempts once for all instances", async () => {
    const shopper = newBrowser(a);
    await signUp(shopper, 'payments@scale.example.com');
    const body = { items: linesFor(1), shipping: ADDRESS, billing: ADDRESS };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PAYMENT_INTENT_RATE_LIMIT.max + 2; attempt += 1) {
      const answer = await shopper.request('POST', '/api/create-payment-intent', body, {
        base: (attempt % 2 === 0 ? a : b).base,
        once: true,
      });
      statuses.push(answer.status);
    }
    // Alone, each instance would allow its own 30: 60 between the two.
    expect(statuses.filter((status) => status === 200)).toHaveLength(PAYMENT_INTENT_RATE_LIMIT.max);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('loses and doubles no order when an instance is killed with kill -9 mid-run', async () => {
    const shoppers = Array.from({ length: SHOPPERS }, () => newBrowser());
    await Promise.all(shoppers.map((shopper, n) => signUp(shopper, `crowd${n}@scale.example.com`)));
    const admin = newBrowser();
    await signIn(admin, ADMIN.email, ADMIN.password);
    const editedProduct = products[9]!;
    const failures: string[] = [];
    let told = 0;
    let killed = false;
    let shopping = true;
    // The admin's pace is the shoppers': one round of work per order attempted (not per wall-clock pause).
    let attempted: () => void = () => undefined;
    const nextAttempt = () => new Promise<void>((resolve) => (attempted = resolve));

    const shopperRun = async (shopper: LoopbackBrowser, n: number) => {
      for (let k = 0; k < ORDERS_EACH; k += 1) {
        try {
          await buy(shopper, linesFor(n * ORDERS_EACH + k));
          told += 1;
        } catch (error) {
          failures.push(`shopper ${n}, order ${k}: ${(error as Error).message}`);
        }
        attempted();
        if (!killed && told >= KILL_AFTER_ORDERS) {
          killed = true;
          process.kill(b.process.child.pid!, 'SIGKILL');
        }
      }
    };
    // Meanwhile the admin works through the same proxy: orders to Processing, a product renamed.
    let edits = 0;
    const adminRun = async () => {
      while (shopping) {
        try {
          const list = ok(
            await admin.request<{ items: { id: string; status: string }[] }>('GET', '/api/admin/orders'),
            'the order list',
          );
          const next = list.items.find((order) => order.status === 'Order Placed');
          if (next) {
            ok(
              await admin.request('PATCH', `/api/admin/orders/${next.id}`, { orderStatus: 'Processing...' }),
              'a status change',
            );
          }
          const current = ok(
            await admin.request<Product>('GET', `/api/admin/products/${editedProduct.id}`),
            'the product form',
          );
          edits += 1;
          const { priceCents, category, brand, desc, imageURL, stock } = current;
          ok(
            await admin.request('PUT', `/api/admin/products/${editedProduct.id}`, {
              name: `Renamed ${edits}`,
              priceCents,
              category,
              brand,
              desc,
              imageURL,
              stock,
              stockWas: stock,
            }),
            'a product edit',
          );
        } catch (error) {
          failures.push(`admin: ${(error as Error).message}`);
        }
        // Checked and awaited in one go: the end of the shopping also resolves the last wait.
        if (shopping) await nextAttempt();
      }
    };

    const admining = adminRun();
    await Promise.all(shoppers.map(shopperRun));
    shopping = false;
    attempted();
    await admining;
    await b.process.exited;

    expect(killed).toBe(true);
    expect(failures).toEqual([]);
    expect(told).toBe(SHOPPERS * ORDERS_EACH);
    // Every order a shopper was told about is there once, and there is no other.
    const rows = await query<{ id: string }>('select id from orders');
    expect(rows.map((row) => row.id).sort()).toEqual([...placed].sort());
    // No card authorised or charged without its order.
    const unmatched = await query<{ id: string }>(`
      select p.id from test_payment_intents p
      where p.status in ('requires_capture', 'succeeded')
        and not exists (select 1 from orders o where o.payment_intent_id = p.id)`);
    expect(unmatched).toEqual([]);
    // The survivor's listing shows the admin's last edit.
    const survivor = await fetch(`${a.base}/api/products/${editedProduct.id}`);
    expect(((await survivor.json()) as Product).name).toBe(`Renamed ${edits}`);
    expect(edits).toBeGreaterThan(0);
  });

  it('serves again once the killed instance is started again, and every order is paid', async () => {
    await b.restart();
    const shopper = newBrowser(b);
    await signIn(shopper, 'crowd0@scale.example.com');
    const session = await shopper.request<Session>('GET', '/api/session', undefined, { base: a.base });
    expect(session.json.user?.email).toBe('crowd0@scale.example.com');
    const listing = await shopper.request<ProductListResponse>('GET', '/api/products?search=renamed');
    expect(listing.json.total).toBe(1);
    const viaProxy = newBrowser();
    for (let n = 0; n < 6; n += 1) {
      expect((await viaProxy.request('GET', '/api/products', undefined, { once: true })).status).toBe(200);
    }
    // An order written by the killed instance but not yet captured is captured by a start-up sweep:
    // then successful payments equal orders exactly.
    await waitFor(async () => {
      const [row] = await query<{ orders: string; captured: string; paid: string }>(`
        select (select count(*) from orders) as orders,
               (select count(*) from orders where payment_state = 'captured') as captured,
               (select count(*) from test_payment_intents where status = 'succeeded') as paid`);
      return row && row.orders === row.captured && row.paid === row.orders ? true : undefined;
    }, 10_000);
    expect(placed.size).toBe(SHOPPERS * ORDERS_EACH + 1);
  });
});
