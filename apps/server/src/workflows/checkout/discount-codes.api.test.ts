// Discount codes on both backends (issue 37, decision 070), through the real routes: the owner's
// codes (saved, refused, paused), every reason a code does not apply with its message, a code taken
// off the lines before tax and charged exactly, its use held by a payment and freed when that payment
// ends without an order, one use per customer, a code paused while a shopper pays, and 100 shoppers
// racing for a single use giving exactly one discounted order.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDashboard,
  CheckoutQuote,
  CreatePaymentIntentResponse,
  Discount,
  DiscountBody,
  DiscountList,
  DiscountOrders,
  ErrorResponse,
  Order,
  Product,
} from '@eshop/shared';
import { discountUses, orders, testPaymentIntents } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import {
  ADDRESS,
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { decodeQuotedPrintable, readOutbox } from '../../test-support/outbox.js';
import { signedInAdmin, signedInShopper } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const RACERS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('discount codes on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  let first: Product;
  let second: Product;
  let catalogue: Product[];

  beforeAll(async () => {
    t = await createTestApp(backend, {
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      WRITE_QUEUE_LIMIT: String(RACERS * 2),
    });
    admin = await signedInAdmin(t);
    shopper = await signedInShopper(t, {
      email: `discounts-${backend}@example.com`,
      password: 'discount password 1',
    });
    catalogue = await firstProducts(t.app, 50);
    first = catalogue[0]!;
    second = catalogue.find((product) => product.category !== first.category)!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.testDb.database.db;
  const saveCode = async (body: DiscountBody) => {
    const response = await admin.request('POST', '/api/admin/discounts', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Discount>();
  };
  const cart = [
    { id: '', cartQuantity: 2 },
    { id: '', cartQuantity: 1 },
  ];
  const lines = () => [
    { ...cart[0]!, id: first.id },
    { ...cart[1]!, id: second.id },
  ];
  const quote = async (discountCode?: string, items = lines()) => {
    const response = await shopper.request('POST', '/api/checkout/quote', {
      items,
      shipping: { country: ADDRESS.country, state: ADDRESS.state },
      ...(discountCode === undefined ? {} : { discountCode }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckoutQuote>();
  };
  const pay = async (who: Client, discountCode: string, extra: Record<string, unknown> = {}) =>
    startPayment(who, lines(), { discountCode, ...extra });
  const payAndOrder = async (who: Client, discountCode: string, extra: Record<string, unknown> = {}) => {
    const started = await pay(who, discountCode, extra);
    expect(started.statusCode, started.body).toBe(200);
    const intent = started.json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(who, intent)).statusCode).toBe(200);
    return { intent, completed: await completeCheckout(who, intent.paymentIntentId) };
  };
  const usesOf = async (discountId: string) =>
    db().select().from(discountUses).where(eq(discountUses.discountId, discountId));

  it("saves the owner's codes, upper-cased, and refuses a bad or taken one without a change", async () => {
    const saved = await saveCode({ code: ' spring-10 ', kind: 'percent', value: 1000 });
    expect(saved).toMatchObject({
      code: 'SPRING-10',
      kind: 'percent',
      value: 1000,
      currency: 'USD',
      status: 'active',
      usedCount: 0,
      appliesTo: { categories: [], productIds: [], variantIds: [] },
    });
    const bad: DiscountBody[] = [
      { code: 'SPRING-10', kind: 'percent', value: 500 },
      { code: 'x', kind: 'percent', value: 500 },
      { code: 'NO SPACES', kind: 'percent', value: 500 },
      { code: 'ZERO', kind: 'percent', value: 0 },
      { code: 'TOOMUCH', kind: 'percent', value: 10_001 },
      { code: 'SHIPVALUE', kind: 'free_shipping', value: 100 },
      {
        code: 'BACKWARDS',
        kind: 'amount',
        value: 100,
        startsAt: '2026-12-02T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
      },
    ];
    for (const body of bad) {
      const response = await admin.request('POST', '/api/admin/discounts', body);
      expect([400, 409], `${body.code}: ${response.body}`).toContain(response.statusCode);
      expect(response.json<ErrorResponse>().error.message.length).toBeGreaterThan(0);
    }
    expect(
      (await shopper.request('POST', '/api/admin/discounts', { code: 'MINE', kind: 'percent', value: 9000 }))
        .statusCode,
    ).toBe(403);
    const list = (await admin.request('GET', '/api/admin/discounts')).json<DiscountList>();
    expect(list.items.map((discount) => discount.code)).toEqual(['SPRING-10']);

    const edited = await admin.request('PUT', `/api/admin/discounts/${saved.id}`, {
      code: 'SPRING-15',
      title: 'Spring sale',
      kind: 'percent',
      value: 1500,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Discount>()).toMatchObject({ code: 'SPRING-15', title: 'Spring sale', value: 1500 });
    const paused = await admin.request('PATCH', `/api/admin/discounts/${saved.id}/status`, {
      status: 'paused',
    });
    expect(paused.json<Discount>().status).toBe('paused');
  });

  it('tells the shopper every reason a code does not apply, and charges nothing off', async () => {
    const now = Date.now();
    await saveCode({
      code: 'LATER',
      kind: 'percent',
      value: 1000,
      startsAt: new Date(now + DAY_MS).toISOString(),
    });
    await saveCode({
      code: 'OVER',
      kind: 'percent',
      value: 1000,
      endsAt: new Date(now - DAY_MS).toISOString(),
    });
    await saveCode({
      code: 'ELSEWHERE',
      kind: 'percent',
      value: 1000,
      appliesTo: { categories: ['No such aisle'] },
    });
    await saveCode({ code: 'BIGSPEND', kind: 'amount', value: 500, minSubtotalCents: 99_999_00 });
    await saveCode({ code: 'BULK', kind: 'amount', value: 500, minQuantity: 50 });
    const plain = await quote();
    const expected: [string, string, string][] = [
      ['NOSUCHCODE', 'unknown', 'This discount code is not valid.'],
      ['spring-15', 'paused', 'This discount code is not active right now.'],
      ['LATER', 'not_started', 'This discount code is not active yet.'],
      ['OVER', 'expired', 'This discount code has expired.'],
      ['ELSEWHERE', 'not_applicable', 'This discount code does not apply to anything in your cart.'],
      ['BIGSPEND', 'minimum_subtotal', 'This discount code needs a subtotal of at least $99,999.00.'],
      ['BULK', 'minimum_quantity', 'This discount code needs at least 50 items.'],
    ];
    for (const [code, refusal, message] of expected) {
      const refused = await quote(code);
      expect(refused.discountCode, code).toMatchObject({ code, applied: false, refusal, message });
      expect(refused.totals, code).toEqual(plain.totals);
      const payment = await pay(shopper, code);
      expect(payment.statusCode, code).toBe(409);
      expect(payment.json<ErrorResponse>().error).toMatchObject({
        message,
        details: [{ path: 'discountCode', message }],
      });
    }
    expect((await quote('BIGSPEND')).discountCode?.minSubtotalCents).toBe(99_999_00);
  });

  it('takes a code off the lines it covers before tax, and charges and records exactly the quoted total', async () => {
    const code = await saveCode({
      code: 'AISLE20',
      kind: 'percent',
      value: 2000,
      appliesTo: { categories: [first.category] },
    });
    const plain = await quote();
    const discounted = await quote('aisle20');
    expect(discounted.discountCode).toEqual({ code: 'AISLE20', applied: true });
    const firstLine = first.priceCents * 2;
    const off = Math.round(firstLine * 0.2);
    expect(discounted.totals.discountCents).toBe(off);
    expect(discounted.totals.discountLines).toEqual([{ name: 'AISLE20', amountCents: off }]);
    expect(discounted.items.map((item) => item.discountCents ?? 0)).toEqual([off, 0]);
    const { subtotalCents, shippingCents, taxCents, pricesIncludeTax, totalCents } = discounted.totals;
    expect(subtotalCents).toBe(plain.totals.subtotalCents);
    expect(subtotalCents + shippingCents + (pricesIncludeTax ? 0 : taxCents) - off).toBe(totalCents);
    expect(totalCents).toBeLessThan(plain.totals.totalCents);

    const { intent, completed } = await payAndOrder(shopper, 'Aisle20', { expectedTotalCents: totalCents });
    expect(intent.amountCents).toBe(totalCents);
    const [authorised] = await db()
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(authorised?.amountCents).toBe(totalCents);
    expect(completed.statusCode, completed.body).toBe(200);
    const { orderId } = completed.json<{ orderId: string }>();
    const order = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    expect(order).toMatchObject({ discountCode: 'AISLE20', orderAmountCents: totalCents });
    expect(order.totals).toMatchObject({
      discountCents: off,
      discountLines: [{ name: 'AISLE20', amountCents: off }],
    });
    expect(order.cartItems.map((item) => item.discountCents ?? 0)).toEqual([off, 0]);
    const uses = await usesOf(code.id);
    expect(uses).toEqual([expect.objectContaining({ state: 'used', orderId, amountCents: off })]);
    const listed = (await admin.request('GET', `/api/admin/discounts/${code.id}`)).json<Discount>();
    expect(listed).toMatchObject({ usedCount: 1, heldCount: 0 });

    // The confirmation, the admin's export and the dashboard show the discount.
    const offText = `-$${(off / 100).toFixed(2)}`;
    const confirmation = () =>
      readOutbox(t.testDb.dataDir)
        .map((mail) => decodeQuotedPrintable(mail))
        .find((mail) => mail.includes(`#${order.number}`) && mail.includes('Discount (AISLE20)'));
    await expect.poll(confirmation).toBeDefined();
    expect(confirmation()).toContain(offText);
    const csv = (await admin.request('GET', '/api/admin/orders/export.csv')).body;
    expect(csv.split('\r\n').find((line) => line.startsWith(`${order.number},`))).toContain(
      `,AISLE20,${(off / 100).toFixed(2)},`,
    );
    const usedBy = (
      await admin.request('GET', `/api/admin/discounts/${code.id}/orders`)
    ).json<DiscountOrders>();
    expect(usedBy.items).toEqual([
      expect.objectContaining({
        orderId,
        number: order.number,
        discountCents: off,
        orderAmountCents: totalCents,
      }),
    ]);
    const codesCsv = await admin.request('GET', '/api/admin/discounts/export.csv');
    expect(codesCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(codesCsv.body.split('\r\n').find((line) => line.startsWith('AISLE20,'))).toBe(
      `AISLE20,,percent,20 %,USD,${first.category},,,,,,,,no,active,1,${(off / 100).toFixed(2)}`,
    );
    expect((await shopper.request('GET', '/api/admin/discounts/export.csv')).statusCode).toBe(403);
    // A limit set later counts the orders the code had without one.
    const limited = await admin.request('PUT', `/api/admin/discounts/${code.id}`, {
      code: 'AISLE20',
      kind: 'percent',
      value: 2000,
      appliesTo: { categories: [first.category] },
      usageLimit: 1,
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect((await quote('AISLE20')).discountCode).toMatchObject({ applied: false, refusal: 'used_up' });
    const dashboard = (await admin.request('GET', '/api/admin/dashboard')).json<AdminDashboard>();
    expect(dashboard.earningsBreakdown.discountCents).toBeGreaterThanOrEqual(off);

    // Refunds give back what each line was paid, after its discount: one unit, then the rest.
    const [firstItem, secondItem] = order.cartItems;
    const oneUnit = await admin.request('POST', `/api/admin/orders/${orderId}/refunds`, {
      idempotencyKey: `discounted-one-${backend}`,
      lines: [{ id: firstItem!.id, variantId: firstItem!.variantId, quantity: 1 }],
    });
    expect(oneUnit.statusCode, oneUnit.body).toBe(200);
    const firstPaid = firstLine - off + (discounted.totals.pricesIncludeTax ? 0 : (firstItem!.taxCents ?? 0));
    const refunded = (await admin.request('GET', `/api/admin/orders/${orderId}`)).json<Order>();
    expect(refunded.refundedCents).toBe(Math.floor(firstPaid / 2));
    const rest = await admin.request('POST', `/api/admin/orders/${orderId}/refunds`, {
      idempotencyKey: `discounted-rest-${backend}`,
      lines: [
        { id: firstItem!.id, variantId: firstItem!.variantId, quantity: 1 },
        { id: secondItem!.id, variantId: secondItem!.variantId, quantity: 1 },
      ],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const all = (await admin.request('GET', `/api/admin/orders/${orderId}`)).json<Order>();
    // Everything but the shipping (and its tax), which no line carries: never more than was paid.
    const shippingPaid =
      totalCents -
      all.cartItems.reduce(
        (sum, item) =>
          sum +
          item.priceCents * item.cartQuantity -
          (item.discountCents ?? 0) +
          (discounted.totals.pricesIncludeTax ? 0 : (item.taxCents ?? 0)),
        0,
      );
    expect(all.refundedCents).toBe(totalCents - shippingPaid);
  });

  it('takes the shipping off with a free-shipping code', async () => {
    await saveCode({ code: 'SHIPFREE', kind: 'free_shipping', value: 0 });
    // One of the cheapest product: below any free-shipping threshold.
    const cheapest = catalogue.reduce((low, product) =>
      product.priceCents < low.priceCents ? product : low,
    );
    const small = [{ id: cheapest.id, cartQuantity: 1 }];
    const plain = await quote(undefined, small);
    expect(plain.totals.shippingCents).toBeGreaterThan(0);
    const free = await quote('SHIPFREE', small);
    expect(free.totals.discountLines).toEqual([
      { name: 'SHIPFREE', amountCents: plain.totals.shippingCents },
    ]);
    expect(free.totals.totalCents).toBeLessThan(plain.totals.totalCents);
  });

  it('gives one order per customer, an account and a guest with the same e-mail alike', async () => {
    await saveCode({ code: 'WELCOME', kind: 'amount', value: 300, oncePerCustomer: true });
    const { completed } = await payAndOrder(shopper, 'WELCOME');
    expect(completed.statusCode, completed.body).toBe(200);
    const again = await pay(shopper, 'WELCOME');
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorResponse>().error.message).toBe('You have already used this discount code.');
    const guest = createClient(t.app);
    const asGuest = await pay(guest, 'WELCOME', { userEmail: `DISCOUNTS-${backend}@example.com` });
    expect(asGuest.json<ErrorResponse>().error.message).toBe('You have already used this discount code.');
    expect((await pay(guest, 'WELCOME', { userEmail: `new-${backend}@example.com` })).statusCode).toBe(200);
  });

  it("holds a single use for a payment under way, frees it when that payment ends, and lets a shopper's new payment replace their own", async () => {
    const code = await saveCode({ code: 'ONLYONE', kind: 'amount', value: 200, usageLimit: 1 });
    const guest = createClient(t.app);
    const holding = await pay(guest, 'ONLYONE', { userEmail: `holder-${backend}@example.com` });
    expect(holding.statusCode, holding.body).toBe(200);
    // The same shopper opening the payment page again: their new payment takes over the hold.
    const reopened = await pay(guest, 'ONLYONE', { userEmail: `holder-${backend}@example.com` });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const refused = await pay(shopper, 'ONLYONE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().error.message).toBe('This discount code has been used up.');

    // The payment is cancelled at the provider: no order comes, and the code is free again.
    await t.app.checkout.cancelOpenCheckout(reopened.json<CreatePaymentIntentResponse>().paymentIntentId);
    const { completed } = await payAndOrder(shopper, 'ONLYONE');
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await usesOf(code.id)).filter((use) => use.state === 'used')).toHaveLength(1);
    // Used up by an order: the quote says so before anyone pays.
    expect((await quote('ONLYONE')).discountCode).toMatchObject({
      applied: false,
      refusal: 'used_up',
      message: 'This discount code has been used up.',
    });
    expect(
      (await pay(createClient(t.app), 'ONLYONE', { userEmail: `late-${backend}@example.com` })).statusCode,
    ).toBe(409);
  });

  it('refuses the order, releasing the card, when the code is paused while the shopper pays', async () => {
    const code = await saveCode({ code: 'FLASH', kind: 'percent', value: 5000 });
    const started = await pay(shopper, 'FLASH');
    const intent = started.json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(shopper, intent)).statusCode).toBe(200);
    await admin.request('PATCH', `/api/admin/discounts/${code.id}/status`, { status: 'paused' });
    const completed = await completeCheckout(shopper, intent.paymentIntentId);
    expect(completed.statusCode).toBe(409);
    expect(completed.json<ErrorResponse>().error.message).toBe(
      'This discount code is not active right now. Your card was not charged.',
    );
    const [payment] = await db()
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(payment?.status).toBe('canceled');
    expect(
      await db().select().from(orders).where(eq(orders.paymentIntentId, intent.paymentIntentId)),
    ).toEqual([]);
  });

  it(`gives exactly one discounted order when ${RACERS} shoppers race for a single-use code`, async () => {
    const code = await saveCode({ code: 'FIRSTCOME', kind: 'percent', value: 5000, usageLimit: 1 });
    const racers = Array.from({ length: RACERS }, () => createClient(t.app));
    const payments = await Promise.all(
      racers.map((racer, index) =>
        pay(racer, 'FIRSTCOME', { userEmail: `racer-${index}-${backend}@example.com` }),
      ),
    );
    const won = payments.flatMap((payment, index) => (payment.statusCode === 200 ? [index] : []));
    expect(won).toHaveLength(1);
    for (const payment of payments.filter((candidate) => candidate.statusCode !== 200)) {
      expect(payment.statusCode).toBe(409);
      expect(payment.json<ErrorResponse>().error.message).toBe('This discount code has been used up.');
    }
    const winner = racers[won[0]!]!;
    const intent = payments[won[0]!]!.json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(winner, intent)).statusCode).toBe(200);
    const completed = await winner.request('POST', '/api/checkout/complete', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const used = await db()
      .select()
      .from(discountUses)
      .where(and(eq(discountUses.discountId, code.id), eq(discountUses.state, 'used')));
    expect(used).toHaveLength(1);
    expect(await db().select().from(orders).where(eq(orders.discountCode, 'FIRSTCOME'))).toHaveLength(1);
  });
});
