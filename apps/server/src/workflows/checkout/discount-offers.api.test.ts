// Automatic offers on both backends (issue 37, decision 070): no code, applied to every cart they fit
// (a quantity of a category, a subtotal shipped to a country), with dates; an offer combines with a
// code or gives way to it as the owner set; the payment charges the quoted total and the order keeps
// the offers' lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckoutQuote,
  CreatePaymentIntentResponse,
  Discount,
  DiscountBody,
  ErrorResponse,
  Order,
  Product,
} from '@eshop/shared';
import type { Client } from '../../test-support/auth-client.js';
import {
  ADDRESS,
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { signedInAdmin, signedInShopper } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const US = { country: 'US', state: 'California' };
const US_ADDRESS = {
  ...ADDRESS,
  city: 'Los Angeles',
  state: 'California',
  postal_code: '90001',
  country: 'US',
};

describe.each(BACKENDS)('automatic offers on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let first: Product;
  let second: Product;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = await signedInShopper(t, {
      email: `offers-${backend}@example.com`,
      password: 'offers password 1',
    });
    const catalogue = await firstProducts(t.app, 50);
    const cheap = [...catalogue].sort((a, b) => a.priceCents - b.priceCents);
    first = cheap[0]!;
    second = cheap.find((product) => product.category !== first.category)!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = async (body: DiscountBody) => {
    const response = await admin.request('POST', '/api/admin/discounts', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Discount>();
  };
  const pause = (offer: Discount) =>
    admin.request('PATCH', `/api/admin/discounts/${offer.id}/status`, { status: 'paused' });
  const quote = async (
    items: { id: string; cartQuantity: number }[],
    extra: { discountCode?: string; shipping?: { country: string; state: string } } = {},
  ) => {
    const response = await shopper.request('POST', '/api/checkout/quote', {
      items,
      shipping: extra.shipping ?? { country: ADDRESS.country, state: ADDRESS.state },
      ...(extra.discountCode ? { discountCode: extra.discountCode } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckoutQuote>();
  };

  it('needs a name shoppers see, and takes no usage limits', async () => {
    const nameless = await admin.request('POST', '/api/admin/discounts', {
      code: null,
      kind: 'percent',
      value: 1000,
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json<ErrorResponse>().error.details).toContainEqual({
      path: 'title',
      message: 'An automatic offer needs a name shoppers see.',
    });
    const limited = await admin.request('POST', '/api/admin/discounts', {
      code: null,
      title: 'Limited',
      kind: 'percent',
      value: 1000,
      usageLimit: 5,
    });
    expect(limited.statusCode).toBe(400);
  });

  it('takes 10 % off when the cart holds 2 or more of a category, and charges and records it', async () => {
    const offer = await save({
      code: null,
      title: 'Two or more',
      kind: 'percent',
      value: 1000,
      appliesTo: { categories: [first.category] },
      minQuantity: 2,
    });
    expect(offer).toMatchObject({ code: null, title: 'Two or more', combinesWithCode: true });
    expect((await quote([{ id: first.id, cartQuantity: 1 }])).totals.discountLines).toBeUndefined();
    const items = [
      { id: first.id, cartQuantity: 2 },
      { id: second.id, cartQuantity: 1 },
    ];
    const offered = await quote(items);
    const off = Math.round(first.priceCents * 2 * 0.1);
    expect(offered.totals.discountLines).toEqual([{ name: 'Two or more', amountCents: off }]);
    expect(offered.discountCode).toBeUndefined();

    const started = await startPayment(shopper, items, { expectedTotalCents: offered.totals.totalCents });
    expect(started.statusCode, started.body).toBe(200);
    const intent = started.json<CreatePaymentIntentResponse>();
    expect(intent.amountCents).toBe(offered.totals.totalCents);
    expect((await payWithTestCard(shopper, intent)).statusCode).toBe(200);
    const completed = await completeCheckout(shopper, intent.paymentIntentId);
    expect(completed.statusCode, completed.body).toBe(200);
    const order = (
      await shopper.request('GET', `/api/orders/${completed.json<{ orderId: string }>().orderId}`)
    ).json<Order>();
    expect(order).toMatchObject({ discountCode: null, orderAmountCents: offered.totals.totalCents });
    expect(order.totals.discountLines).toEqual([{ name: 'Two or more', amountCents: off }]);
    await pause(offer);
    expect((await quote(items)).totals.discountLines).toBeUndefined();
  });

  it('ships free above a subtotal to one country only, and not before it starts', async () => {
    const small = [{ id: first.id, cartQuantity: 1 }];
    const plain = await quote(small, { shipping: US });
    expect(plain.totals.shippingCents).toBeGreaterThan(0);
    const offer = await save({
      code: null,
      title: 'Free US shipping',
      kind: 'free_shipping',
      value: 0,
      countries: ['US'],
      minSubtotalCents: first.priceCents,
    });
    const free = await quote(small, { shipping: US });
    expect(free.totals.discountLines).toEqual([
      { name: 'Free US shipping', amountCents: plain.totals.shippingCents },
    ]);
    expect(free.totals.totalCents).toBeLessThan(plain.totals.totalCents);
    expect((await quote(small)).totals.discountLines).toBeUndefined();
    await pause(offer);

    await save({
      code: null,
      title: 'Next week',
      kind: 'free_shipping',
      value: 0,
      startsAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
    });
    expect((await quote(small, { shipping: US })).totals.discountLines).toBeUndefined();
  });

  it('combines with a code, or gives way to it, as the owner set', async () => {
    const items = [{ id: first.id, cartQuantity: 1 }];
    await save({ code: 'TENOFF', kind: 'amount', value: 10 });
    const combining = await save({ code: null, title: 'Everyone', kind: 'amount', value: 5 });
    const both = await quote(items, { discountCode: 'TENOFF' });
    expect(both.totals.discountLines).toEqual([
      { name: 'Everyone', amountCents: 5 },
      { name: 'TENOFF', amountCents: 10 },
    ]);
    await pause(combining);
    await save({ code: null, title: 'Not with codes', kind: 'amount', value: 7, combinesWithCode: false });
    expect((await quote(items)).totals.discountLines).toEqual([{ name: 'Not with codes', amountCents: 7 }]);
    expect((await quote(items, { discountCode: 'TENOFF' })).totals.discountLines).toEqual([
      { name: 'TENOFF', amountCents: 10 },
    ]);
    // The payment charges what the quote said, the code in place of the offer.
    const withCode = await quote(items, { discountCode: 'TENOFF', shipping: US });
    const started = await startPayment(shopper, items, {
      shipping: US_ADDRESS,
      billing: US_ADDRESS,
      discountCode: 'TENOFF',
      expectedTotalCents: withCode.totals.totalCents,
    });
    expect(started.statusCode, started.body).toBe(200);
  });
});
