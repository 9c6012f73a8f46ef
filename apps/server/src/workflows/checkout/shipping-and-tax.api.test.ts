// Shipping, tax and the total on both backends, through the real routes: the owner's rules decide
// the methods and rates for an address, the payment authorises exactly the total the shopper was
// shown, a change of price or rate between payment and order refuses the order and releases the
// card, and orders carry their breakdown and a human number that is unique however orders race.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NO_SHIPPING_MESSAGE,
  type CheckoutQuote,
  type CreatePaymentIntentResponse,
  type ErrorResponse,
  type Order,
  type Product,
  type ShippingAndTaxSettings,
} from '@eshop/shared';
import { orders, products, testPaymentIntents } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import {
  ADDRESS,
  buy,
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { buildApp, type App } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { openDatabase, type Database } from '../../db/client.js';
import { DEMO_SHIPPING_AND_TAX } from '../../modules/shipping/shipping-and-tax-settings.js';

const CALIFORNIA = {
  ...ADDRESS,
  city: 'Los Angeles',
  state: 'California',
  postal_code: '90001',
  country: 'US',
};
const OREGON = { ...CALIFORNIA, city: 'Portland', state: 'Oregon', postal_code: '97201' };
const CANADA = { ...CALIFORNIA, city: 'Toronto', state: 'Ontario', postal_code: 'M5H 2N2', country: 'CA' };

describe.each(BACKENDS)('shipping and tax on %s', (backend) => {
  let t: TestApp;
  let shopper: Client;
  let admin: Client;
  let catalogue: Product[] = [];
  /** A product of this price in cents (the demo's prices vary; the tests want round figures). */
  let cheap: Product;
  let dear: Product;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('taxed@example.com', 'taxed password 1');
    await shopper.signIn('taxed@example.com', 'taxed password 1');
    catalogue = await firstProducts(t.app, 2);
    cheap = catalogue[0]!;
    dear = catalogue[1]!;
    await db().update(products).set({ priceCents: 1000, stock: 1000 }).where(eq(products.id, cheap.id));
    await db().update(products).set({ priceCents: 6000, stock: 1000 }).where(eq(products.id, dear.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.testDb.database.db;
  const saveSettings = (settings: ShippingAndTaxSettings) =>
    admin.request('PUT', '/api/admin/shipping-and-tax', settings);
  /** The demo's rules with every zone's switches set so. */
  const everyZone = (switches: { pricesIncludeTax?: boolean; taxShipping?: boolean }) => ({
    ...DEMO_SHIPPING_AND_TAX,
    zones: DEMO_SHIPPING_AND_TAX.zones.map((zone) => ({ ...zone, ...switches })),
  });
  beforeEach(async () => {
    expect((await saveSettings(DEMO_SHIPPING_AND_TAX)).statusCode).toBe(200);
  });

  const quote = async (body: object) => {
    const response = await shopper.request('POST', '/api/checkout/quote', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckoutQuote>();
  };

  it("offers the methods of the address's zone and adds its region's sales tax", async () => {
    const q = await quote({ items: [{ id: cheap.id, cartQuantity: 2 }], shipping: CALIFORNIA });
    expect(q.shippingOptions.map((o) => [o.name, o.amountCents])).toEqual([
      ['Standard', 499],
      ['Express', 1499],
    ]);
    // The cheapest is chosen until the shopper picks another.
    expect(q.totals).toEqual({
      currency: 'USD',
      subtotalCents: 2000,
      shippingMethod: 'Standard',
      shippingCents: 499,
      taxCents: 145, // 2000 x 7.25 % = 145
      taxLines: [{ name: 'CA sales tax', rateBasisPoints: 725, amountCents: 145 }],
      pricesIncludeTax: false,
      totalCents: 2644,
    });
    expect(q.items[0]?.taxCents).toBe(145);

    const express = q.shippingOptions.find((o) => o.name === 'Express')!;
    const chosen = await quote({
      items: [{ id: cheap.id, cartQuantity: 2 }],
      shipping: CALIFORNIA,
      shippingMethodId: express.id,
    });
    expect(chosen.shippingMethodId).toBe(express.id);
    expect(chosen.totals.totalCents).toBe(2000 + 1499 + 145);
  });

  it('ships Standard free from $50 and charges no tax where the shop has no rate', async () => {
    const q = await quote({ items: [{ id: dear.id, cartQuantity: 1 }], shipping: OREGON });
    expect(q.shippingOptions.map((o) => [o.name, o.amountCents, o.rateCents])).toEqual([
      ['Standard', 0, 499],
      ['Express', 1499, 1499],
    ]);
    expect(q.totals).toMatchObject({ shippingCents: 0, taxCents: 0, taxLines: [], totalCents: 6000 });
  });

  it('uses a country-wide rate, and the rest-of-the-world zone where no zone names the country', async () => {
    const canada = await quote({ items: [{ id: cheap.id, cartQuantity: 1 }], shipping: CANADA });
    expect(canada.totals.taxLines).toEqual([{ name: 'GST', rateBasisPoints: 500, amountCents: 50 }]);
    const uk = await quote({ items: [{ id: cheap.id, cartQuantity: 1 }], shipping: ADDRESS });
    expect(uk.shippingOptions.map((o) => o.name)).toEqual(['International']);
    expect(uk.totals).toMatchObject({ shippingCents: 1999, taxCents: 200, totalCents: 1000 + 1999 + 200 });
  });

  it('taxes shipping and takes tax out of prices that include it, when the owner says so', async () => {
    await saveSettings(everyZone({ taxShipping: true }));
    const taxed = await quote({ items: [{ id: cheap.id, cartQuantity: 1 }], shipping: CALIFORNIA });
    // 1000 x 7.25 % = 72.5 -> 73 (half-up); 499 x 7.25 % = 36.18 -> 36
    expect(taxed.totals).toMatchObject({ taxCents: 73 + 36, totalCents: 1000 + 499 + 109 });

    await saveSettings(everyZone({ pricesIncludeTax: true }));
    const inclusive = await quote({ items: [{ id: cheap.id, cartQuantity: 1 }], shipping: ADDRESS });
    // 1000 holds 1000 x 20 / 120 = 166.67 -> 167 of VAT; nothing is added on top.
    expect(inclusive.totals).toMatchObject({
      pricesIncludeTax: true,
      taxCents: 167,
      totalCents: 1000 + 1999,
    });
  });

  it('says when nothing ships to the address, and refuses to take a payment for it', async () => {
    await saveSettings({ ...DEMO_SHIPPING_AND_TAX, zones: DEMO_SHIPPING_AND_TAX.zones.slice(0, 1) });
    const q = await quote({ items: [{ id: cheap.id, cartQuantity: 1 }], shipping: ADDRESS });
    expect(q).toMatchObject({ shippingOptions: [], shippingMethodId: null });
    const refused = await startPayment(shopper, [{ id: cheap.id, cartQuantity: 1 }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error.message).toBe(NO_SHIPPING_MESSAGE);
  });

  it("tells product pages the first zone's methods at their usual rates, and follows the owner's changes", async () => {
    const visitor = createClient(t.app);
    const shown = await visitor.request('GET', '/api/delivery-options');
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      zone: 'United States and Canada',
      methods: [
        { name: 'Standard', rateCents: 499, freeFromCents: 5000 },
        { name: 'Express', rateCents: 1499, freeFromCents: null },
      ],
    });
    await saveSettings({ ...DEMO_SHIPPING_AND_TAX, zones: DEMO_SHIPPING_AND_TAX.zones.slice(1) });
    expect((await visitor.request('GET', '/api/delivery-options')).json()).toEqual({
      zone: 'Rest of the world',
      methods: [{ name: 'International', rateCents: 1999, freeFromCents: 15_000 }],
    });
    await saveSettings({ ...DEMO_SHIPPING_AND_TAX, zones: [] });
    expect((await visitor.request('GET', '/api/delivery-options')).json()).toEqual({
      zone: null,
      methods: [],
    });
  });

  it('authorises exactly the total shown, and refuses a total the shopper did not see', async () => {
    const items = [{ id: cheap.id, cartQuantity: 3 }];
    const q = await quote({ items, shipping: CALIFORNIA });
    const express = q.shippingOptions.find((o) => o.name === 'Express')!;
    const shown = await quote({ items, shipping: CALIFORNIA, shippingMethodId: express.id });
    const paying = await startPayment(shopper, items, {
      shipping: CALIFORNIA,
      shippingMethodId: express.id,
      expectedTotalCents: shown.totals.totalCents,
    });
    expect(paying.statusCode, paying.body).toBe(200);
    const intent = paying.json<CreatePaymentIntentResponse>();
    expect(intent.amountCents).toBe(shown.totals.totalCents);
    expect(intent.totals).toEqual(shown.totals);
    const [stored] = await db()
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(stored?.amountCents).toBe(shown.totals.totalCents);

    const stale = await startPayment(shopper, items, {
      shipping: CALIFORNIA,
      shippingMethodId: express.id,
      expectedTotalCents: shown.totals.totalCents - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorResponse>().error.message).toMatch(/total of your order has changed/);

    const unknownMethod = await startPayment(shopper, items, {
      shipping: ADDRESS,
      shippingMethodId: express.id,
    });
    expect(unknownMethod.statusCode).toBe(409);
  });

  it('keeps the breakdown, the card and a number on the order, for the shopper and the admin', async () => {
    const { orderId, intent } = await buy(shopper, [{ id: cheap.id, cartQuantity: 2 }]);
    const mine = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    expect(mine.totals).toEqual(intent.totals);
    expect(mine.orderAmountCents).toBe(intent.totals.totalCents);
    expect(mine.number).toBeGreaterThanOrEqual(1001);
    expect(mine.paymentMethod).toEqual({ brand: 'visa', last4: '4242' });
    const theirs = (await admin.request('GET', `/api/admin/orders/${orderId}`)).json<Order>();
    expect(theirs).toMatchObject({ number: mine.number, totals: intent.totals });
  });

  it('refuses the order and releases the card when a rate changed between payment and order', async () => {
    const items = [{ id: cheap.id, cartQuantity: 1 }];
    const intent = (
      await startPayment(shopper, items, { shipping: CALIFORNIA })
    ).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(shopper, intent)).statusCode).toBe(200);
    // The owner raises California's tax while the shopper is paying.
    await saveSettings({
      ...DEMO_SHIPPING_AND_TAX,
      taxRates: DEMO_SHIPPING_AND_TAX.taxRates.map((rate) =>
        rate.region === 'CA' ? { ...rate, rateBasisPoints: 900 } : rate,
      ),
    });
    const completed = await completeCheckout(shopper, intent.paymentIntentId);
    expect(completed.statusCode).toBe(409);
    expect(completed.json<ErrorResponse>().error.message).toMatch(/Your card was not charged/);
    expect(
      await db().select().from(orders).where(eq(orders.paymentIntentId, intent.paymentIntentId)),
    ).toEqual([]);
    const [payment] = await db()
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(payment?.status).toBe('canceled');
  });

  it('refuses the order when a price changed between payment and order', async () => {
    const items = [{ id: dear.id, cartQuantity: 1 }];
    const intent = (
      await startPayment(shopper, items, { shipping: OREGON })
    ).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(shopper, intent)).statusCode).toBe(200);
    await db().update(products).set({ priceCents: 6100 }).where(eq(products.id, dear.id));
    try {
      const completed = await completeCheckout(shopper, intent.paymentIntentId);
      expect(completed.statusCode).toBe(409);
      const [payment] = await db()
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intent.paymentIntentId));
      expect(payment?.status).toBe('canceled');
    } finally {
      await db().update(products).set({ priceCents: 6000 }).where(eq(products.id, dear.id));
    }
  });

  it('numbers orders one after another, each number once, however many are placed at once', async () => {
    const placed = await Promise.all(
      Array.from({ length: 8 }, () => buy(shopper, [{ id: cheap.id, cartQuantity: 1 }])),
    );
    const numbers = await Promise.all(
      placed.map(
        async ({ orderId }) => (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>().number,
      ),
    );
    expect(new Set(numbers).size).toBe(numbers.length);
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]!).toBe(numbers.length - 1);
  });

  it('lets only the admin read and change the settings, and refuses nonsense with a 400', async () => {
    expect((await shopper.request('GET', '/api/admin/shipping-and-tax')).statusCode).toBe(403);
    expect(
      (await shopper.request('PUT', '/api/admin/shipping-and-tax', DEMO_SHIPPING_AND_TAX)).statusCode,
    ).toBe(403);
    const read = await admin.request('GET', '/api/admin/shipping-and-tax');
    expect(read.json<ShippingAndTaxSettings>()).toMatchObject({
      zones: [
        { name: 'United States and Canada', places: ['US', 'CA'], pricesIncludeTax: false },
        { places: ['*'], taxShipping: false },
      ],
    });
    const bad = [
      {
        ...DEMO_SHIPPING_AND_TAX,
        zones: [
          { name: 'Nowhere', places: ['XX'], methods: [{ name: 'Slow', rateCents: 1, freeFromCents: null }] },
        ],
      },
      {
        ...DEMO_SHIPPING_AND_TAX,
        zones: [
          { name: 'US', places: ['US'], methods: [{ name: 'Odd', rateCents: -5, freeFromCents: null }] },
        ],
      },
      {
        ...DEMO_SHIPPING_AND_TAX,
        taxRates: [{ country: 'US', region: 'CA', name: 'Too much', rateBasisPoints: 20_000 }],
      },
      {
        ...DEMO_SHIPPING_AND_TAX,
        taxRates: [...DEMO_SHIPPING_AND_TAX.taxRates, DEMO_SHIPPING_AND_TAX.taxRates[0]],
      },
    ];
    for (const body of bad) {
      const response = await saveSettings(body as ShippingAndTaxSettings);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    // Nothing of the refused saves stuck.
    expect((await admin.request('GET', '/api/admin/shipping-and-tax')).json()).toEqual(read.json());
  });

  describe.runIf(backend === 'postgres')('with a second server instance on the same database', () => {
    let other: App;
    let otherDatabase: Database;
    beforeAll(async () => {
      otherDatabase = await openDatabase({ databaseUrl: t.testDb.url, poolSize: 4 });
      const config = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: t.testDb.dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: `${t.testDb.dataDir}/no-web-build`,
        RATE_LIMIT_ENABLED: 'false',
        PAYMENT_SWEEP_SECONDS: '0',
      });
      other = await buildApp({ config, database: otherDatabase, logger: false });
      await other.ready();
    });
    afterAll(async () => {
      await other?.close();
      await otherDatabase?.close();
    });

    it("prices with the owner's new rates on instance B as soon as they are saved through A", async () => {
      const standardOnB = async () => {
        const response = await other.inject({
          method: 'POST',
          url: '/api/checkout/quote',
          payload: { items: [{ id: cheap.id, cartQuantity: 1 }], shipping: CALIFORNIA },
        });
        return response.json<CheckoutQuote>().shippingOptions.find((o) => o.name === 'Standard')?.amountCents;
      };
      expect(await standardOnB()).toBe(499); // B now keeps the rules
      const [usZone, ...rest] = DEMO_SHIPPING_AND_TAX.zones;
      const raised = {
        ...DEMO_SHIPPING_AND_TAX,
        zones: [
          {
            ...usZone!,
            methods: usZone!.methods.map((m) => (m.name === 'Standard' ? { ...m, rateCents: 599 } : m)),
          },
          ...rest,
        ],
      };
      expect((await saveSettings(raised)).statusCode).toBe(200);
      await expect.poll(standardOnB, { timeout: 5000 }).toBe(599);
    });

    it('refuses an order on B priced before a save through A, however soon after the save it comes', async () => {
      const bClient = createClient(other);
      await bClient.signUp('b-shopper@example.com', 'b shopper password');
      await bClient.signIn('b-shopper@example.com', 'b shopper password');
      const intent = (
        await startPayment(bClient, [{ id: cheap.id, cartQuantity: 1 }], { shipping: CALIFORNIA })
      ).json<CreatePaymentIntentResponse>();
      expect((await payWithTestCard(bClient, intent)).statusCode).toBe(200);
      await saveSettings(everyZone({ taxShipping: true }));
      // B may not have heard of the save yet: the order's check reads the saved time itself.
      const completed = await completeCheckout(bClient, intent.paymentIntentId);
      expect(completed.statusCode).toBe(409);
      expect(completed.json<ErrorResponse>().error.message).toMatch(/Your card was not charged/);
    });
  });
});
