// Checkout benchmark: concurrent signed-in shoppers placing orders through the real routes of the
// built server (quote with shipping and tax, payment intent, test-mode card, order), then an admin
// giving money back on some of them (amounts, cancellations; each request sent twice at once, and
// some whole refunds raced by a second admin request), then a ledger in the database: every
// successful payment has exactly one order of the same amount, the captured money equals the
// orders' totals to the cent, captured less refunded equals the orders' net amounts, no order gave
// back more than it took, and each order's lines + shipping + tax = its total.
import { sql } from 'drizzle-orm';
import {
  MAX_PAGE_SIZE,
  type CheckoutQuote,
  type CreatePaymentIntentResponse,
  type ProductListResponse,
} from '@eshop/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import {
  DEMO_SHIPPING_AND_TAX,
  replaceShippingAndTaxSettings,
} from '../apps/server/src/modules/shipping/shipping-and-tax-settings.js';
import { createBenchDatabase } from './listing-database.js';
import type { BenchBackend, BenchOptions } from './options.js';
import { ROOT, SERVER_ENTRY } from './paths.js';
import { readMemory, startServer, stopServer, waitUntilReady, type MemoryUse } from './server-process.js';

/** Products in the benchmark's catalogue; orders draw 1-3 of the first page. */
const CATALOGUE_SIZE = 1_000;
const PASSWORD = 'bench password 1';
/** Where orders go, in turn: taxed by region (California), by country (UK VAT), and untaxed. */
export const ADDRESSES = [
  {
    name: 'Bench Shopper',
    line1: '1 Load Street',
    line2: '',
    city: 'Los Angeles',
    state: 'California',
    postal_code: '90001',
    country: 'US',
    phone: '+1 213 555 0100',
  },
  {
    name: 'Bench Shopper',
    line1: '1 Load Street',
    line2: '',
    city: 'London',
    state: 'England',
    postal_code: 'SW1A 1AA',
    country: 'GB',
    phone: '+44 20 7946 0000',
  },
  {
    name: 'Bench Shopper',
    line1: '1 Load Street',
    line2: '',
    city: 'Portland',
    state: 'Oregon',
    postal_code: '97201',
    country: 'US',
    phone: '+1 503 555 0100',
  },
];
/** The demo's shipping and tax, with shipping taxed too so every rule is on the path. */
export const BENCH_SHIPPING_AND_TAX = {
  ...DEMO_SHIPPING_AND_TAX,
  zones: DEMO_SHIPPING_AND_TAX.zones.map((zone) => ({ ...zone, taxShipping: true })),
};
export const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
export const ADMIN = { email: 'owner@bench.example.com', password: 'bench owner password' };
/** Every REFUND_EVERY-th order gets a third of its total back; every CANCEL_EVERY-th is cancelled. */
const REFUND_EVERY = 5;
const CANCEL_EVERY = 7;

export type Distribution = { p50Ms: number; p99Ms: number; maxMs: number };
export type CheckoutRun = {
  backend: BenchBackend;
  /** Every order carries this discount code (issue 37: its cost must stay within 10 % of none). */
  discountCode?: string;
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
  stepsMs: { quote: Distribution; intent: Distribution; pay: Distribution; complete: Distribution };
  /** Failed requests (non-2xx or a network error); the first few messages are kept. */
  errors: number;
  errorSamples: string[];
  /** The admin's refunds and cancellations after the orders, each sent twice at once. */
  refunds: { asked: number; cancelled: number; errors: number; errorSamples: string[] };
  /** What the database holds afterwards. */
  check: {
    orders: number;
    successfulPayments: number;
    paymentsWithoutOrder: number;
    ordersWithWrongAmount: number;
    ordersNotCaptured: number;
    amountChargedCents: number;
    amountExpectedCents: number;
    /** The sum of the orders' totals (amount_cents). */
    orderTotalsCents: number;
    /** Orders whose lines + shipping + tax (when added on top) differ from their total. */
    ordersNotAddingUp: number;
    /** Orders whose tax differs from the sum of their lines' tax (plus shipping's, when taxed). */
    ordersWithTaxMismatch: number;
    /** Orders with shipping or tax (so the ledger is not checking zeros). */
    ordersWithShipping: number;
    ordersWithTax: number;
    /** Orders with a discount (every order, in the run with a code). */
    ordersWithDiscount: number;
    /** What the provider gave back, and what the orders say was given back. */
    providerRefundedCents: number;
    orderRefundedCents: number;
    /** Captured less refunded at the provider, and the orders' totals less their refunds. */
    netCapturedCents: number;
    orderNetCents: number;
    /** Orders whose refunds (succeeded) differ from their refunded amount, or exceed their total. */
    ordersRefundMismatch: number;
    cancelledOrders: number;
  };
  memory: MemoryUse;
  error?: string;
};

export type Product = { id: string; priceCents: number };
type Log = (message: string) => void;

export function distribution(values: number[]): Distribution {
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

export async function loadProducts(baseUrl: string): Promise<Product[]> {
  const response = await fetch(`${baseUrl}/api/products?limit=${MAX_PAGE_SIZE}&sort=a-z`);
  const body = (await response.json()) as ProductListResponse;
  if (!response.ok || body.items.length === 0)
    throw new Error(`GET /api/products answered ${response.status}`);
  // Products sold one way: a product with options is bought as a variant the shopper chose.
  return body.items.filter((item) => !item.options).map(({ id, priceCents }) => ({ id, priceCents }));
}

/** Order n's lines: 1-3 distinct products, quantities 1-3, the same on every run. */
export function orderLines(products: Product[], n: number) {
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
  discountCode?: string,
): Promise<
  Omit<CheckoutRun, 'backend' | 'check' | 'memory' | 'warmupOrders' | 'refunds'> & { expectedCents: number }
> {
  const orderMs: number[] = [];
  const steps = {
    quote: [] as number[],
    intent: [] as number[],
    pay: [] as number[],
    complete: [] as number[],
  };
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
      const address = ADDRESSES[n % ADDRESSES.length]!;
      const items = lines.map(({ product, cartQuantity }) => ({ id: product.id, cartQuantity }));
      const code = discountCode ? { discountCode } : {};
      const started = performance.now();
      try {
        // What the details page does: the methods for the address, then the dearest (Express in
        // the US) every other order, so free, flat and taxed shipping all occur.
        const quote = (await post(
          cookie,
          '/api/checkout/quote',
          { items, shipping: address, ...code },
          steps.quote,
        )) as CheckoutQuote;
        const method = n % 2 === 0 ? quote.shippingOptions.at(-1) : quote.shippingOptions[0];
        const chosen =
          method && method.id !== quote.shippingMethodId
            ? ((await post(
                cookie,
                '/api/checkout/quote',
                { items, shipping: address, shippingMethodId: method.id, ...code },
                steps.quote,
              )) as CheckoutQuote)
            : quote;
        const intent = (await post(
          cookie,
          '/api/create-payment-intent',
          {
            items,
            userEmail: 'ignored@bench.example.com',
            shipping: address,
            billing: address,
            description: 'payment: bench',
            shippingMethodId: chosen.shippingMethodId,
            expectedTotalCents: chosen.totals.totalCents,
            ...code,
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
        // The total the shopper was shown is what must have been charged.
        expectedCents += chosen.totals.totalCents;
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
      quote: distribution(steps.quote),
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
export async function checkDatabase(
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
        (select coalesce(sum(amount_cents), 0) from test_payment_intents where status = 'succeeded') as charged,
        (select coalesce(sum(amount_cents), 0) from orders) as order_totals,
        (select count(*) from orders o
          where o.subtotal_cents <> (select coalesce(sum((i->>'priceCents')::bigint * (i->>'cartQuantity')::bigint), 0)
                                       from jsonb_array_elements(o.items) i)
             or o.amount_cents <> o.subtotal_cents + o.shipping_cents - o.discount_cents
                                  + case when o.prices_include_tax then 0 else o.tax_cents end
             or o.discount_cents <> (select coalesce(sum((d->>'amountCents')::bigint), 0)
                                       from jsonb_array_elements(o.discount_lines) d)
             or o.discount_cents < (select coalesce(sum((i->>'discountCents')::bigint), 0)
                                      from jsonb_array_elements(o.items) i)) as not_adding_up,
        (select count(*) from orders o
          where o.tax_cents < (select coalesce(sum((i->>'taxCents')::bigint), 0) from jsonb_array_elements(o.items) i)
             or o.tax_cents <> (select coalesce(sum((t->>'amountCents')::bigint), 0) from jsonb_array_elements(o.tax_lines) t)
             or (o.shipping_cents = 0 and o.tax_cents <> (select coalesce(sum((i->>'taxCents')::bigint), 0)
                                                         from jsonb_array_elements(o.items) i))) as tax_mismatch,
        (select count(*) from orders where shipping_cents > 0) as with_shipping,
        (select count(*) from orders where tax_cents > 0) as with_tax,
        (select count(*) from orders where discount_cents > 0) as with_discount,
        (select coalesce(sum(refunded_cents), 0) from test_payment_intents) as provider_refunded,
        (select coalesce(sum(refunded_cents), 0) from orders) as order_refunded,
        (select coalesce(sum(amount_cents - refunded_cents), 0) from test_payment_intents where status = 'succeeded') as net_captured,
        (select coalesce(sum(amount_cents - refunded_cents), 0) from orders) as order_net,
        (select count(*) from orders o
          where o.refunded_cents > o.amount_cents
             or o.refunded_cents <> (select coalesce(sum(r.amount_cents), 0) from order_refunds r
                                       where r.order_id = o.id and r.state = 'succeeded')) as refund_mismatch,
        (select count(*) from orders where status = 'Cancelled') as cancelled
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
      orderTotalsCents: count('order_totals'),
      ordersNotAddingUp: count('not_adding_up'),
      ordersWithTaxMismatch: count('tax_mismatch'),
      ordersWithShipping: count('with_shipping'),
      ordersWithTax: count('with_tax'),
      ordersWithDiscount: count('with_discount'),
      providerRefundedCents: count('provider_refunded'),
      orderRefundedCents: count('order_refunded'),
      netCapturedCents: count('net_captured'),
      orderNetCents: count('order_net'),
      ordersRefundMismatch: count('refund_mismatch'),
      cancelledOrders: count('cancelled'),
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
    check.amountChargedCents === check.amountExpectedCents &&
    check.amountChargedCents === check.orderTotalsCents &&
    run.refunds.errors === 0 &&
    run.refunds.asked > 0 &&
    check.providerRefundedCents === check.orderRefundedCents &&
    check.providerRefundedCents > 0 &&
    check.netCapturedCents === check.orderNetCents &&
    check.ordersRefundMismatch === 0 &&
    check.cancelledOrders === run.refunds.cancelled &&
    check.ordersNotAddingUp === 0 &&
    check.ordersWithTaxMismatch === 0 &&
    check.ordersWithShipping > 0 &&
    check.ordersWithTax > 0 &&
    // With a code, every order has its discount; without, none has one.
    check.ordersWithDiscount === (run.discountCode ? check.orders : 0)
  );
}

/** The admin's session cookie. */
async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/**
 * Refunds a third of every REFUND_EVERY-th order and cancels every CANCEL_EVERY-th, eight orders at
 * a time; each request goes twice at once with one key (a double click), and each cancelled order
 * also gets a whole refund from a second admin request at the same moment (two admins): the ledger
 * afterwards says whether anything was given back twice or more than was paid.
 */
async function giveMoneyBack(baseUrl: string): Promise<CheckoutRun['refunds']> {
  const cookie = await signInAdmin(baseUrl);
  const request = async (method: string, url: string, body?: object) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const ids: { id: string; total: number }[] = [];
  for (let page = 1; ; page += 1) {
    const listed = await request('GET', `/api/admin/orders?page=${page}`);
    const items = (listed.body.items ?? []) as { id: string; orderAmountCents: number }[];
    ids.push(...items.map((item) => ({ id: item.id, total: item.orderAmountCents })));
    if (page >= Number(listed.body.pageCount ?? 1)) break;
  }
  const result: CheckoutRun['refunds'] = { asked: 0, cancelled: 0, errors: 0, errorSamples: [] };
  const fail = (message: string) => {
    result.errors += 1;
    if (result.errorSamples.length < 5) result.errorSamples.push(message);
  };
  const work = ids
    .map((order, index) => ({ ...order, index }))
    .filter(({ index }) => index % REFUND_EVERY === 0 || index % CANCEL_EVERY === 0);
  let next = 0;
  const admin = async () => {
    for (let n = next++; n < work.length; n = next++) {
      const order = work[n]!;
      const key = `bench-${order.id}`;
      if (order.index % CANCEL_EVERY === 0) {
        const [first, second, raced] = await Promise.all([
          request('POST', `/api/admin/orders/${order.id}/cancel`, { idempotencyKey: key }),
          request('POST', `/api/admin/orders/${order.id}/cancel`, { idempotencyKey: key }),
          request('POST', `/api/admin/orders/${order.id}/refunds`, {
            idempotencyKey: `${key}-race`,
            amountCents: order.total,
          }),
        ]);
        result.asked += 3;
        // One of the two may win the race; the loser is told nothing is left (409).
        if (first.status !== 200 && first.status !== 409) fail(`cancel answered ${first.status}`);
        // The same answer twice, except that a cancel arriving while the raced refund is still
        // pending is told to try again (409, nothing written), and the other may then close the order.
        const isUnderWay = (answer: { status: number; body: Record<string, unknown> }) =>
          answer.status === 409 &&
          String((answer.body.error as { message?: string } | undefined)?.message).includes('under way');
        if (second.status !== first.status && !isUnderWay(first) && !isUnderWay(second))
          fail(`cancel twice answered ${first.status} then ${second.status}`);
        if (raced.status !== 200 && raced.status !== 409) fail(`raced refund answered ${raced.status}`);
        if (first.status === 200 || second.status === 200) result.cancelled += 1;
      } else {
        const body = { idempotencyKey: key, amountCents: Math.max(1, Math.floor(order.total / 3)) };
        const answers = await Promise.all([
          request('POST', `/api/admin/orders/${order.id}/refunds`, body),
          request('POST', `/api/admin/orders/${order.id}/refunds`, body),
        ]);
        result.asked += 2;
        for (const answer of answers) if (answer.status !== 200) fail(`refund answered ${answer.status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, admin));
  return result;
}

/** The code every order of the second run carries: 10 % off, with a usage limit, so each payment holds a use under the code's lock. */
export const BENCH_DISCOUNT = {
  code: 'BENCH10',
  kind: 'percent',
  value: 1000,
  usageLimit: 1_000_000,
} as const;

/** The owner adds the bench's discount code through the admin API. */
async function addDiscountCode(baseUrl: string): Promise<void> {
  const cookie = await signInAdmin(baseUrl);
  const response = await fetch(`${baseUrl}/api/admin/discounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify(BENCH_DISCOUNT),
  });
  if (response.status !== 201) throw new Error(`adding the discount code answered ${response.status}`);
  await response.arrayBuffer();
}

async function benchOne(
  backend: BenchBackend,
  options: BenchOptions,
  log: Log,
  discountCode?: string,
): Promise<CheckoutRun> {
  const label = discountCode ? `${backend} with code ${discountCode}` : backend;
  log(`[checkout] ${label}: creating a catalogue of ${CATALOGUE_SIZE} products...`);
  const database = await createBenchDatabase(backend, CATALOGUE_SIZE, options.postgresUrl, 'checkout');
  const empty = { p50Ms: 0, p99Ms: 0, maxMs: 0 };
  const result: CheckoutRun = {
    backend,
    ...(discountCode ? { discountCode } : {}),
    shoppers: options.shoppers,
    ordersAsked: options.orders,
    ordersPlaced: 0,
    warmupOrders: options.shoppers,
    seconds: 0,
    ordersPerSecond: 0,
    orderMs: empty,
    stepsMs: { quote: empty, intent: empty, pay: empty, complete: empty },
    errors: 0,
    errorSamples: [],
    refunds: { asked: 0, cancelled: 0, errors: 0, errorSamples: [] },
    check: {
      orders: 0,
      successfulPayments: 0,
      paymentsWithoutOrder: 0,
      ordersWithWrongAmount: 0,
      ordersNotCaptured: 0,
      amountChargedCents: 0,
      amountExpectedCents: 0,
      orderTotalsCents: 0,
      ordersNotAddingUp: 0,
      ordersWithTaxMismatch: 0,
      ordersWithShipping: 0,
      ordersWithTax: 0,
      ordersWithDiscount: 0,
      providerRefundedCents: 0,
      orderRefundedCents: 0,
      netCapturedCents: 0,
      orderNetCents: 0,
      ordersRefundMismatch: 0,
      cancelledOrders: 0,
    },
    memory: { rssMb: 0, peakRssMb: 0 },
  };
  try {
    // The shop's shipping and tax, written before the server opens the database (PGlite is
    // one process at a time).
    const settingsDb = await openDatabase(database.databaseOptions);
    try {
      await replaceShippingAndTaxSettings(settingsDb.db, BENCH_SHIPPING_AND_TAX);
    } finally {
      await settingsDb.close();
    }
    const server = await startServer(
      [process.execPath, SERVER_ENTRY],
      {
        ...database.serverEnv,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        PAYMENTS: 'test',
        RATE_LIMIT_ENABLED: 'false',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      ROOT,
    );
    let expectedCents = 0;
    try {
      await waitUntilReady(server, '/api/health', (r) => r.status === 200);
      log(`[checkout] ${label}: signing up ${options.shoppers} shoppers`);
      const cookies: string[] = [];
      for (let i = 0; i < options.shoppers; i += 1) cookies.push(await registerShopper(server.baseUrl, i));
      const products = await loadProducts(server.baseUrl);
      if (discountCode) await addDiscountCode(server.baseUrl);
      const warmup = await placeOrders(server.baseUrl, cookies, products, result.warmupOrders, discountCode);
      log(`[checkout] ${label}: ${options.shoppers} shoppers placing ${options.orders} orders`);
      const placed = await placeOrders(server.baseUrl, cookies, products, options.orders, discountCode);
      expectedCents = warmup.expectedCents + placed.expectedCents;
      Object.assign(result, placed, {
        errors: warmup.errors + placed.errors,
        errorSamples: [...warmup.errorSamples, ...placed.errorSamples],
      });
      log(`[checkout] ${label}: an admin refunding and cancelling some of them`);
      result.refunds = await giveMoneyBack(server.baseUrl);
      result.memory = readMemory(server.pid);
    } finally {
      await stopServer(server);
    }
    result.check = await checkDatabase(database.databaseOptions, expectedCents);
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    log(`[checkout] ${label}: FAILED ${result.error}`);
  } finally {
    await database.dispose();
  }
  return result;
}

export async function runCheckout(options: BenchOptions, log: Log): Promise<CheckoutRun[]> {
  const results: CheckoutRun[] = [];
  for (const backend of options.backends) {
    results.push(await benchOne(backend, options, log));
    results.push(await benchOne(backend, options, log, BENCH_DISCOUNT.code));
  }
  return results;
}
