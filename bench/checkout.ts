// Checkout benchmark: concurrent signed-in shoppers placing orders through the real routes of the
// built server (payment intent, test-mode card, order), then a count in the database that every
// successful payment has exactly one order of the same amount, and nothing else was charged.
import { sql } from 'drizzle-orm';
import { MAX_PAGE_SIZE, type CreatePaymentIntentResponse, type ProductListResponse } from '@eshop/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createBenchDatabase } from './listing-database.js';
import type { BenchBackend, BenchOptions } from './options.js';
import { ROOT, SERVER_ENTRY } from './paths.js';
import { readMemory, startServer, stopServer, waitUntilReady, type MemoryUse } from './server-process.js';

/** Products in the benchmark's catalogue; orders draw 1-3 of the first page. */
const CATALOGUE_SIZE = 1_000;
const PASSWORD = 'bench password 1';
const ADDRESS = {
  name: 'Bench Shopper',
  line1: '1 Load Street',
  line2: '',
  city: 'London',
  state: 'England',
  postal_code: 'SW1A 1AA',
  country: 'GB',
  phone: '+44 20 7946 0000',
};
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

export type Distribution = { p50Ms: number; p99Ms: number; maxMs: number };
export type CheckoutRun = {
  backend: BenchBackend;
  shoppers: number;
  ordersAsked: number;
  /** Measured orders that went through (the rest are errors). */
  ordersPlaced: number;
  /** Unmeasured orders placed first (one per shopper), so the numbers are not the first-request costs. */
  warmupOrders: number;
  seconds: number;
  ordersPerSecond: number;
  /** One order: the three requests of a purchase, end to end. */
  orderMs: Distribution;
  stepsMs: { intent: Distribution; pay: Distribution; complete: Distribution };
  /** Failed requests (non-2xx or a network error); the first few messages are kept. */
  errors: number;
  errorSamples: string[];
  /** What the database holds afterwards. */
  check: {
    orders: number;
    successfulPayments: number;
    paymentsWithoutOrder: number;
    ordersWithWrongAmount: number;
    ordersNotCaptured: number;
    amountChargedCents: number;
    amountExpectedCents: number;
  };
  memory: MemoryUse;
  error?: string;
};

type Product = { id: string; priceCents: number };
type Log = (message: string) => void;

function distribution(values: number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
}

/** A new shopper, signed up and signed in: its session cookie, sent with every request. */
export async function registerShopper(baseUrl: string, index: number): Promise<string> {
  const account = { email: `shopper${index}@bench.example.com`, password: PASSWORD };
  const post = async (url: string, body: object) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return response;
  };
  await post('/api/auth/sign-up/email', { ...account, name: '' });
  const signedIn = await post('/api/auth/sign-in/email', account);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

async function loadProducts(baseUrl: string): Promise<Product[]> {
  const response = await fetch(`${baseUrl}/api/products?limit=${MAX_PAGE_SIZE}&sort=a-z`);
  const body = (await response.json()) as ProductListResponse;
  if (!response.ok || body.items.length === 0)
    throw new Error(`GET /api/products answered ${response.status}`);
  return body.items.map(({ id, priceCents }) => ({ id, priceCents }));
}

/** Order n's lines: 1-3 distinct products, quantities 1-3, the same on every run. */
function orderLines(products: Product[], n: number) {
  const count = 1 + (n % 3);
  return Array.from({ length: count }, (_, line) => {
    const product = products[(n * 7 + line * 13) % products.length] as Product;
    return { product, cartQuantity: 1 + ((n + line) % 3) };
  });
}

async function placeOrders(
  baseUrl: string,
  cookies: string[],
  products: Product[],
  total: number,
): Promise<Omit<CheckoutRun, 'backend' | 'check' | 'memory' | 'warmupOrders'> & { expectedCents: number }> {
  const orderMs: number[] = [];
  const steps = { intent: [] as number[], pay: [] as number[], complete: [] as number[] };
  const errorSamples: string[] = [];
  let errors = 0;
  let expectedCents = 0;
  let next = 0;

  const post = async (cookie: string, url: string, body: object, times: number[]) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as unknown;
  };

  const shopper = async (cookie: string) => {
    for (let n = next++; n < total; n = next++) {
      const lines = orderLines(products, n);
      const started = performance.now();
      try {
        const intent = (await post(
          cookie,
          '/api/create-payment-intent',
          {
            items: lines.map(({ product, cartQuantity }) => ({ id: product.id, cartQuantity })),
            userEmail: 'ignored@bench.example.com',
            shipping: ADDRESS,
            billing: ADDRESS,
            description: 'payment: bench',
          },
          steps.intent,
        )) as CreatePaymentIntentResponse;
        await post(
          cookie,
          `/api/test-payments/${intent.paymentIntentId}/confirm`,
          { clientSecret: intent.clientSecret, ...CARD },
          steps.pay,
        );
        await post(
          cookie,
          '/api/checkout/complete',
          { paymentIntentId: intent.paymentIntentId },
          steps.complete,
        );
        orderMs.push(performance.now() - started);
        expectedCents += lines.reduce(
          (sum, { product, cartQuantity }) => sum + product.priceCents * cartQuantity,
          0,
        );
      } catch (error) {
        errors += 1;
        if (errorSamples.length < 5)
          errorSamples.push(error instanceof Error ? error.message : String(error));
      }
    }
  };

  const started = performance.now();
  await Promise.all(cookies.map(shopper));
  const seconds = (performance.now() - started) / 1000;
  return {
    shoppers: cookies.length,
    ordersAsked: total,
    ordersPlaced: orderMs.length,
    seconds,
    ordersPerSecond: orderMs.length / seconds,
    orderMs: distribution(orderMs),
    stepsMs: {
      intent: distribution(steps.intent),
      pay: distribution(steps.pay),
      complete: distribution(steps.complete),
    },
    errors,
    errorSamples,
    expectedCents,
  };
}

type CountsRow = Record<string, string | number | null>;

/** Counts, in the shop's own tables, what was charged and what was ordered. */
async function checkDatabase(
  databaseOptions: Parameters<typeof openDatabase>[0],
  expectedCents: number,
): Promise<CheckoutRun['check']> {
  const database = await openDatabase(databaseOptions);
  try {
    // Both drivers (node-postgres and PGlite) answer with the rows under `rows`.
    const result = (await database.db.execute(sql`
      select
        (select count(*) from orders) as orders,
        (select count(*) from test_payment_intents where status = 'succeeded') as successful_payments,
        (select count(*) from test_payment_intents p
          where p.status in ('succeeded', 'requires_capture')
            and not exists (select 1 from orders o where o.payment_intent_id = p.id)) as payments_without_order,
        (select count(*) from orders o join test_payment_intents p on p.id = o.payment_intent_id
          where p.amount_cents <> o.amount_cents) as orders_with_wrong_amount,
        (select count(*) from orders where payment_state <> 'captured') as orders_not_captured,
        (select coalesce(sum(amount_cents), 0) from test_payment_intents where status = 'succeeded') as charged
    `)) as { rows: CountsRow[] };
    const row = result.rows[0] ?? {};
    const count = (name: string) => Number(row[name] ?? Number.NaN);
    return {
      orders: count('orders'),
      successfulPayments: count('successful_payments'),
      paymentsWithoutOrder: count('payments_without_order'),
      ordersWithWrongAmount: count('orders_with_wrong_amount'),
      ordersNotCaptured: count('orders_not_captured'),
      amountChargedCents: count('charged'),
      amountExpectedCents: expectedCents,
    };
  } finally {
    await database.close();
  }
}

/** True when the run placed every order, with no error, and the database agrees to the cent. */
export function isCheckoutRunSound(run: CheckoutRun): boolean {
  const { check } = run;
  return (
    !run.error &&
    run.errors === 0 &&
    check.orders === run.warmupOrders + run.ordersAsked &&
    check.orders === check.successfulPayments &&
    check.paymentsWithoutOrder === 0 &&
    check.ordersWithWrongAmount === 0 &&
    check.ordersNotCaptured === 0 &&
    check.amountChargedCents === check.amountExpectedCents
  );
}

async function benchOne(backend: BenchBackend, options: BenchOptions, log: Log): Promise<CheckoutRun> {
  log(`[checkout] ${backend}: creating a catalogue of ${CATALOGUE_SIZE} products...`);
  const database = await createBenchDatabase(backend, CATALOGUE_SIZE, options.postgresUrl, 'checkout');
  const empty = { p50Ms: 0, p99Ms: 0, maxMs: 0 };
  const result: CheckoutRun = {
    backend,
    shoppers: options.shoppers,
    ordersAsked: options.orders,
    ordersPlaced: 0,
    warmupOrders: options.shoppers,
    seconds: 0,
    ordersPerSecond: 0,
    orderMs: empty,
    stepsMs: { intent: empty, pay: empty, complete: empty },
    errors: 0,
    errorSamples: [],
    check: {
      orders: 0,
      successfulPayments: 0,
      paymentsWithoutOrder: 0,
      ordersWithWrongAmount: 0,
      ordersNotCaptured: 0,
      amountChargedCents: 0,
      amountExpectedCents: 0,
    },
    memory: { rssMb: 0, peakRssMb: 0 },
  };
  try {
    const server = await startServer(
      [process.execPath, SERVER_ENTRY],
      {
        ...database.serverEnv,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        PAYMENTS: 'test',
        RATE_LIMIT_ENABLED: 'false',
      },
      ROOT,
    );
    let expectedCents = 0;
    try {
      await waitUntilReady(server, '/api/health', (r) => r.status === 200);
      log(`[checkout] ${backend}: signing up ${options.shoppers} shoppers`);
      const cookies: string[] = [];
      for (let i = 0; i < options.shoppers; i += 1) cookies.push(await registerShopper(server.baseUrl, i));
      const products = await loadProducts(server.baseUrl);
      const warmup = await placeOrders(server.baseUrl, cookies, products, result.warmupOrders);
      log(`[checkout] ${backend}: ${options.shoppers} shoppers placing ${options.orders} orders`);
      const placed = await placeOrders(server.baseUrl, cookies, products, options.orders);
      expectedCents = warmup.expectedCents + placed.expectedCents;
      Object.assign(result, placed, {
        errors: warmup.errors + placed.errors,
        errorSamples: [...warmup.errorSamples, ...placed.errorSamples],
      });
      result.memory = readMemory(server.pid);
    } finally {
      await stopServer(server);
    }
    result.check = await checkDatabase(database.databaseOptions, expectedCents);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`[checkout] ${backend}: FAILED ${result.error}`);
  } finally {
    await database.dispose();
  }
  return result;
}

export async function runCheckout(options: BenchOptions, log: Log): Promise<CheckoutRun[]> {
  const results: CheckoutRun[] = [];
  for (const backend of options.backends) results.push(await benchOne(backend, options, log));
  return results;
}
