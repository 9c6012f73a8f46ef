// The shop's own currency through the real app on both backends (decision 063): US dollars until the
// owner changes it; a change reprices the catalogue and the shipping rates keeping their numbers
// (JPY has no minor unit, KWD three), the payment provider is asked for the new currency, new orders
// are in it, and an order paid before keeps the currency and amounts it was paid in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY_FORMAT,
  setShopMoney,
  type AuditLogResponse,
  type ErrorResponse,
  type Order,
  type ShippingAndTaxSettings,
  type ShopConfig,
} from '@eshop/shared';
import { products, testPaymentIntents } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { decodeQuotedPrintable, readOutbox } from '../../test-support/outbox.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)("the shop's currency on %s", (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('yen@example.com', 'shopper password 1');
    await shopper.signIn('yen@example.com', 'shopper password 1');
  });
  afterAll(async () => {
    setShopMoney('USD', DEFAULT_CURRENCY_FORMAT);
    await t?.close();
  });

  const config = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json<ShopConfig>();
  const changeTo = (currency: string) => admin.request('PUT', '/api/admin/settings/currency', { currency });
  const shippingRates = async () =>
    (await admin.request('GET', '/api/admin/shipping-and-tax'))
      .json<ShippingAndTaxSettings>()
      .zones.flatMap((zone) => zone.methods.map((method) => [method.rateCents, method.freeFromCents]));
  const orderOf = async (orderId: string) =>
    (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
  const intentOf = async (id: string) =>
    (
      await t.testDb.database.db
        .select({ amountCents: testPaymentIntents.amountCents, currency: testPaymentIntents.currency })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, id))
    )[0];

  let dollarOrder: Order;
  let productId: string;
  let dollarPrice: number;

  it('charges US dollars until the owner changes it', async () => {
    expect((await admin.request('GET', '/api/admin/settings/currency')).json()).toEqual({ currency: 'USD' });
    expect(await config()).toMatchObject({ currency: 'USD', currencyFormat: DEFAULT_CURRENCY_FORMAT });
    const [product] = await firstProducts(t.app, 1);
    productId = product!.id;
    dollarPrice = product!.priceCents;
    const { intent, orderId } = await buy(shopper, [{ id: productId, cartQuantity: 2 }]);
    dollarOrder = await orderOf(orderId);
    expect(dollarOrder.totals.currency).toBe('USD');
    expect(await intentOf(intent.paymentIntentId)).toEqual({
      amountCents: dollarOrder.orderAmountCents,
      currency: 'USD',
    });
  });

  it('refuses a currency it cannot charge in, and a shopper, changing nothing', async () => {
    for (const currency of ['XYZ', 'usd', 'HUF', '']) {
      const response = await changeTo(currency);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().error.details).toEqual([
        { path: 'currency', message: 'Choose a currency from the list.' },
      ]);
    }
    const asShopper = await shopper.request('PUT', '/api/admin/settings/currency', { currency: 'JPY' });
    expect([401, 403]).toContain(asShopper.statusCode);
    expect((await config()).currency).toBe('USD');
  });

  it('moves to yen: prices and shipping rates keep their numbers, rounded to whole yen', async () => {
    const ratesBefore = await shippingRates();
    const response = await changeTo('JPY');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ currency: 'JPY' });
    expect(await config()).toMatchObject({
      currency: 'JPY',
      currencyFormat: { symbol: '¥', symbolPosition: 'before', thousandsSeparator: 'comma' },
    });
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json<{
      priceCents: number;
    }>();
    expect(product.priceCents).toBe(Math.round(dollarPrice / 100));
    expect(await shippingRates()).toEqual(
      ratesBefore.map((pair) => pair.map((cents) => (cents === null ? null : Math.round(cents / 100)))),
    );
    const [entry] = (await admin.request('GET', '/api/admin/audit-log')).json<AuditLogResponse>().items;
    expect(entry).toMatchObject({
      action: 'Shop currency changed',
      before: { currency: 'USD' },
      after: { currency: 'JPY' },
    });
  });

  it('charges the next order in yen, and the dollar order stays in dollars', async () => {
    const { intent, orderId } = await buy(shopper, [{ id: productId, cartQuantity: 2 }]);
    const order = await orderOf(orderId);
    expect(order.totals.currency).toBe('JPY');
    expect(order.cartItems[0]!.priceCents).toBe(Math.round(dollarPrice / 100));
    expect(order.totals.subtotalCents).toBe(2 * Math.round(dollarPrice / 100));
    expect(order.totals.totalCents).toBe(
      order.totals.subtotalCents + order.totals.shippingCents + order.totals.taxCents,
    );
    expect(await intentOf(intent.paymentIntentId)).toEqual({
      amountCents: order.orderAmountCents,
      currency: 'JPY',
    });
    expect(await orderOf(dollarOrder.id)).toEqual(dollarOrder);

    const subject = `order #${order.number}`;
    await expect
      .poll(() => readOutbox(t.testDb.dataDir).filter((mail) => mail.includes(subject)).length)
      .toBeGreaterThan(0);
    const mail = readOutbox(t.testDb.dataDir).find((m) => m.includes(subject))!;
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' }).format(
      order.totals.totalCents,
    );
    // The quoted-printable bytes undone, then read as UTF-8 (the yen sign is two bytes).
    expect(Buffer.from(decodeQuotedPrintable(mail), 'latin1').toString('utf8')).toContain(total);
  });

  it('moves to dinars with three decimals, and refuses a move that would break the highest price', async () => {
    const yen = Math.round(dollarPrice / 100);
    expect((await changeTo('KWD')).statusCode).toBe(200);
    const [product] = await t.testDb.database.db
      .select({ priceCents: products.priceCents })
      .from(products)
      .where(eq(products.id, productId));
    expect(product!.priceCents).toBe(yen * 1000);
    const { intent, orderId } = await buy(shopper, [{ id: productId, cartQuantity: 1 }]);
    expect((await orderOf(orderId)).totals).toMatchObject({ currency: 'KWD', subtotalCents: yen * 1000 });
    expect((await intentOf(intent.paymentIntentId))?.currency).toBe('KWD');

    // Back to yen, then a price of 100,000 yen: 100,000.000 KWD is above the highest price.
    expect((await changeTo('JPY')).statusCode).toBe(200);
    await t.testDb.database.db
      .update(products)
      .set({ priceCents: 100_000 })
      .where(eq(products.id, productId));
    const refused = await changeTo('KWD');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().error.message).toMatch(/^1 prices would be above the highest price/);
    expect((await config()).currency).toBe('JPY');
  });
});
