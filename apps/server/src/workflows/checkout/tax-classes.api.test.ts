// Tax by market and class on both backends (decision 064), through the real routes: each zone says
// whether its shoppers read prices with tax inside (Germany) or with tax added (California); each
// product (and variant) is taxed at its class's rate for the address, a reduced product where no
// reduced rate is set pays the standard rate, a zero-rated one nothing; the tax shows per rate on
// the quote, the order and its e-mail, and the total is the lines + shipping (+ tax on top).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutQuote,
  type Order,
  type Product,
  type ProductVariants,
  type ShippingAndTaxSettingsInput,
} from '@eshop/shared';
import { products } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { ADDRESS, firstProducts } from '../../test-support/checkout.js';
import { readOutbox } from '../../test-support/outbox.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

// The address form still asks every country for a state (per country in slice 4).
const BERLIN = { ...ADDRESS, city: 'Berlin', state: 'Berlin', postal_code: '10115', country: 'DE' };
const LOS_ANGELES = {
  ...ADDRESS,
  city: 'Los Angeles',
  state: 'California',
  postal_code: '90001',
  country: 'US',
};

const RULES: ShippingAndTaxSettingsInput = {
  zones: [
    {
      name: 'Germany',
      places: ['DE'],
      pricesIncludeTax: true,
      taxShipping: true,
      methods: [{ name: 'DHL', rateCents: 595, freeFromCents: null }],
    },
    {
      name: 'United States',
      places: ['US'],
      pricesIncludeTax: false,
      taxShipping: false,
      methods: [{ name: 'Ground', rateCents: 500, freeFromCents: null }],
    },
  ],
  taxRates: [
    { country: 'DE', region: '', name: 'MwSt.', rateBasisPoints: 1900, taxClass: 'standard' },
    { country: 'DE', region: '', name: 'MwSt.', rateBasisPoints: 700, taxClass: 'reduced' },
    { country: 'US', region: 'CA', name: 'CA sales tax', rateBasisPoints: 725, taxClass: 'standard' },
  ],
};

describe.each(BACKENDS)('tax by market and class on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let [standard, reduced, zero]: Product[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('classes@example.com', 'classes password 1');
    await shopper.signIn('classes@example.com', 'classes password 1');
    [standard, reduced, zero] = await firstProducts(t.app, 3);
    for (const [product, priceCents] of [
      [standard!, 1190],
      [reduced!, 1070],
      [zero!, 500],
    ] as const) {
      await t.testDb.database.db
        .update(products)
        .set({ priceCents, stock: 1000 })
        .where(eq(products.id, product.id));
    }
    expect((await admin.request('PUT', '/api/admin/shipping-and-tax', RULES)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An edit of the product as the form sends it, with the tax class given (or left out). */
  const edit = async (product: Product, taxClass?: string) => {
    const current = (await admin.request('GET', `/api/admin/products/${product.id}`)).json<Product>();
    const { name, priceCents, category, brand, desc, imageURL, stock } = current;
    return admin.request('PUT', `/api/admin/products/${product.id}`, {
      ...{ name, priceCents, category, brand, desc, imageURL, stock },
      ...(taxClass === undefined ? {} : { taxClass }),
    });
  };
  const classOf = async (product: Product) =>
    (await admin.request('GET', `/api/admin/products/${product.id}`)).json<Product>().taxClass;

  const quote = async (shipping: object, items = [standard!, reduced!, zero!]) => {
    const response = await shopper.request('POST', '/api/checkout/quote', {
      items: items.map((product) => ({ id: product.id, cartQuantity: product === reduced ? 2 : 1 })),
      shipping,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckoutQuote>();
  };

  it('keeps the class the owner chose; an edit without one keeps it; an unknown one is refused', async () => {
    expect(await classOf(standard!)).toBe('standard');
    expect((await edit(reduced!, 'reduced')).statusCode).toBe(200);
    expect((await edit(zero!, 'zero')).statusCode).toBe(200);
    expect((await edit(reduced!)).statusCode).toBe(200);
    expect(await classOf(reduced!)).toBe('reduced');
    const refused = await edit(standard!, 'luxury');
    expect(refused.statusCode).toBe(400);
    expect(await classOf(standard!)).toBe('standard');
  });

  it('in Germany: prices hold the tax, each line at its rate, shipping at the standard rate, per rate', async () => {
    const q = await quote(BERLIN);
    // 1190 holds 190 at 19 %; 2 x 1070 = 2140 holds 140 at 7 %; 500 zero-rated; 595 shipping holds 95.
    expect(q.items.map((item) => [item.taxCents, item.taxRateBasisPoints])).toEqual([
      [190, 1900],
      [140, 700],
      [0, 0],
    ]);
    expect(q.totals).toEqual({
      currency: 'USD',
      subtotalCents: 1190 + 2140 + 500,
      shippingMethod: 'DHL',
      shippingCents: 595,
      taxCents: 190 + 140 + 95,
      taxLines: [
        { name: 'MwSt.', rateBasisPoints: 1900, amountCents: 285 },
        { name: 'MwSt.', rateBasisPoints: 700, amountCents: 140 },
      ],
      pricesIncludeTax: true,
      totalCents: 1190 + 2140 + 500 + 595,
    });
  });

  it('in California: the same prices, tax added on top; no reduced rate there, so the standard one', async () => {
    const q = await quote(LOS_ANGELES);
    // 1190 x 7.25 % = 86.28 -> 86; 2140 x 7.25 % = 155.15 -> 155; shipping untaxed in this zone.
    expect(q.items.map((item) => item.taxCents)).toEqual([86, 155, 0]);
    expect(q.totals).toMatchObject({
      subtotalCents: 1190 + 2140 + 500,
      shippingCents: 500,
      taxLines: [{ name: 'CA sales tax', rateBasisPoints: 725, amountCents: 241 }],
      pricesIncludeTax: false,
      totalCents: 1190 + 2140 + 500 + 500 + 241,
    });
  });

  it("charges the quote's total, and the order and its e-mail show the tax per rate", async () => {
    const expected = await quote(BERLIN);
    const { intent, orderId } = await (async () => {
      const response = await shopper.request('POST', '/api/create-payment-intent', {
        items: [standard!, reduced!, zero!].map((product) => ({
          id: product.id,
          cartQuantity: product === reduced ? 2 : 1,
        })),
        shipping: BERLIN,
        billing: BERLIN,
      });
      expect(response.statusCode, response.body).toBe(200);
      const created = response.json<{ paymentIntentId: string; clientSecret: string; amountCents: number }>();
      expect(created.amountCents).toBe(expected.totals.totalCents);
      const paid = await shopper.request('POST', `/api/test-payments/${created.paymentIntentId}/confirm`, {
        clientSecret: created.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const done = await shopper.request('POST', '/api/checkout/complete', {
        paymentIntentId: created.paymentIntentId,
      });
      expect(done.statusCode, done.body).toBe(200);
      return { intent: created, orderId: done.json<{ orderId: string }>().orderId };
    })();
    expect(intent.amountCents).toBe(4425);
    const order = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    expect(order.totals).toEqual(expected.totals);
    expect(order.cartItems.map((item) => item.taxRateBasisPoints)).toEqual([1900, 700, 0]);
    const subject = `order #${order.number}`;
    await expect
      .poll(() => readOutbox(t.testDb.dataDir).filter((mail) => mail.includes(subject)).length)
      .toBeGreaterThan(0);
    const mail = readOutbox(t.testDb.dataDir)
      .find((m) => m.includes(subject))!
      .replace(/=\r?\n/g, '');
    expect(mail).toContain('MwSt. (19%)');
    expect(mail).toContain('MwSt. (7%)');
  });

  it("taxes a variant at its own class, else at its product's", async () => {
    const options = [{ name: 'Size', values: ['Adult', 'Child'] }];
    const variants = (classOf: (size: string) => string | null) => ({
      options,
      variants: ['Adult', 'Child'].map((size) => ({
        values: [size],
        priceCents: 1190,
        stock: 10,
        taxClass: classOf(size),
      })),
    });
    const saved = await admin.request(
      'PUT',
      `/api/admin/products/${standard!.id}/variants`,
      variants((size) => (size === 'Child' ? 'zero' : null)),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [adult, child] = saved.json<ProductVariants>().variants;
    expect([adult?.taxClass, child?.taxClass]).toEqual([null, 'zero']);
    const response = await shopper.request('POST', '/api/checkout/quote', {
      items: [
        { id: standard!.id, variantId: adult!.id, cartQuantity: 1 },
        { id: standard!.id, variantId: child!.id, cartQuantity: 1 },
      ],
      shipping: BERLIN,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CheckoutQuote>().items.map((item) => item.taxCents)).toEqual([190, 0]);
  });
});
