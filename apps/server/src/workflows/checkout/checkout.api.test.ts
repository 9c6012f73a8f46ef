// Checkout on both backends through the real routes: the server prices every payment, each test
// card answers as Stripe's would, an authorised payment becomes exactly one order, and a shopper
// only ever sees their own orders.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCents,
  type CartResponse,
  type CreatePaymentIntentResponse,
  type ErrorResponse,
  type Order,
  type OrderListResponse,
  type Product,
} from '@eshop/shared';
import { checkouts, orders, products, testPaymentIntents } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import {
  ADDRESS,
  buy,
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { readOutbox } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('checkout on %s', (backend) => {
  let t: TestApp;
  let shopper: Client;
  let other: Client;
  let catalogue: Product[] = [];
  const product = (i: number) => catalogue[i]!;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    catalogue = await firstProducts(t.app, 4);
    shopper = createClient(t.app);
    await shopper.signUp('buyer@example.com', 'buyer password');
    await shopper.signIn('buyer@example.com', 'buyer password');
    other = createClient(t.app);
    await other.signUp('other@example.com', 'other password');
    await other.signIn('other@example.com', 'other password');
  });

  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.testDb.database.db;
  const orderCount = async (paymentIntentId: string) =>
    (await db().select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId))).length;
  const intentStatus = async (id: string) =>
    (await db().select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)))[0]?.status;

  it('needs a signed-in shopper, or a guest who gives an e-mail', async () => {
    const visitor = createClient(t.app);
    const noEmail = await startPayment(visitor, [{ id: product(0).id, cartQuantity: 1 }], { userEmail: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json<ErrorResponse>().error.details?.[0]?.path).toBe('userEmail');
    const badEmail = await startPayment(visitor, [{ id: product(0).id, cartQuantity: 1 }], {
      userEmail: 'nope',
    });
    expect(badEmail.statusCode).toBe(400);
  });

  it('charges database prices: prices and totals sent by the browser are ignored', async () => {
    const response = await startPayment(shopper, [
      { id: product(0).id, cartQuantity: 2, priceCents: 1 },
      { id: product(1).id, cartQuantity: 1, priceCents: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    const intent = response.json<CreatePaymentIntentResponse>();
    const subtotal = product(0).priceCents * 2 + product(1).priceCents;
    expect(intent.totals.subtotalCents).toBe(subtotal);
    // The demo's rules for a London address: International shipping and 20 % VAT on the lines.
    const { totals } = intent;
    const shipping = subtotal >= 15_000 ? 0 : 1999;
    const vat = [product(0).priceCents * 2, product(1).priceCents].reduce(
      (sum, line) => sum + Math.floor((line * 2000 * 2 + 10_000) / 20_000),
      0,
    );
    expect(totals).toMatchObject({ shippingMethod: 'International', shippingCents: shipping, taxCents: vat });
    const expected = subtotal + shipping + vat;
    expect(totals.totalCents).toBe(expected);
    expect(intent.amountCents).toBe(expected);
    expect(intent.items.map((i) => [i.id, i.priceCents, i.cartQuantity])).toEqual([
      [product(0).id, product(0).priceCents, 2],
      [product(1).id, product(1).priceCents, 1],
    ]);
    const [stored] = await db()
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(stored?.amountCents).toBe(expected);
    // Spec 9: 'payment: email, Amount', with the session's e-mail, not the one the browser sent.
    expect(stored?.description).toBe(`payment: buyer@example.com, ${formatCents(expected)}`);
  });

  it("charges today's price for a product whose price changed since it entered the cart", async () => {
    await db()
      .update(products)
      .set({ priceCents: product(2).priceCents + 500 })
      .where(eq(products.id, product(2).id));
    const intent = (
      await startPayment(shopper, [{ id: product(2).id, cartQuantity: 1 }])
    ).json<CreatePaymentIntentResponse>();
    expect(intent.totals.subtotalCents).toBe(product(2).priceCents + 500);
    expect(intent.items[0]?.priceCents).toBe(product(2).priceCents + 500);
  });

  it.each([
    ['an empty cart', [], 'items'],
    ['a zero quantity', [{ id: 'A', cartQuantity: 0 }], 'items.0.cartQuantity'],
    ['a negative quantity', [{ id: 'A', cartQuantity: -1 }], 'items.0.cartQuantity'],
    ['a fractional quantity', [{ id: 'A', cartQuantity: 1.5 }], 'items.0.cartQuantity'],
    ['an absurd quantity', [{ id: 'A', cartQuantity: 1_000_000 }], 'items.0.cartQuantity'],
    ['a malformed id', [{ id: 'nope', cartQuantity: 1 }], 'items.0.id'],
    [
      'an unknown product on the second line',
      [
        { id: 'A', cartQuantity: 1 },
        { id: '00000000-0000-4000-8000-000000000000', cartQuantity: 1 },
      ],
      'items.1.id',
    ],
  ])('refuses %s with a 400 naming the line, and starts no payment', async (_case, items, path) => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(checkouts);
    const body = JSON.parse(JSON.stringify(items).replaceAll('"A"', JSON.stringify(product(0).id))) as [];
    const response = await startPayment(shopper, body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ErrorResponse>();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details?.map((d) => d.path)).toContain(path);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(checkouts);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a missing address field and an unknown country', async () => {
    const noCity = await startPayment(shopper, [{ id: product(0).id, cartQuantity: 1 }], {
      shipping: { ...ADDRESS, city: ' ' },
    });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json<ErrorResponse>().error.details?.map((d) => d.path)).toContain('shipping.city');
    const badCountry = await startPayment(shopper, [{ id: product(0).id, cartQuantity: 1 }], {
      billing: { ...ADDRESS, country: 'ZZ' },
    });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json<ErrorResponse>().error.details?.map((d) => d.path)).toEqual(['billing.country']);
  });

  it.each([
    ['4000 0000 0000 0002', '12 / 34', '123', 'Your card was declined.'],
    ['4000 0000 0000 9995', '12 / 34', '123', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', '12 / 34', '123', 'Your card has expired.'],
    ['4000 0000 0000 0127', '12 / 34', '123', "Your card's security code is incorrect."],
    ['4242 4242 4242 4241', '12 / 34', '123', 'Your card number is invalid.'],
    ['4242 4242 4242 4242', '01 / 20', '123', "Your card's expiration date is in the past."],
  ])('test card %s (expiry %s) is refused: %s', async (cardNumber, expiry, cvc, message) => {
    const intent = (
      await startPayment(shopper, [{ id: product(0).id, cartQuantity: 1 }])
    ).json<CreatePaymentIntentResponse>();
    const paid = await payWithTestCard(shopper, intent, { cardNumber, expiry, cvc });
    expect(paid.statusCode).toBe(402);
    expect(paid.json<ErrorResponse>().error).toMatchObject({ code: 'PAYMENT_FAILED', message });
    expect(await intentStatus(intent.paymentIntentId)).toBe('requires_payment_method');
    // No order for a refused card, however often the browser asks.
    expect((await completeCheckout(shopper, intent.paymentIntentId)).statusCode).toBe(409);
    expect(await orderCount(intent.paymentIntentId)).toBe(0);
  });

  it('refuses a card form with the wrong client secret as if the payment did not exist', async () => {
    const intent = (
      await startPayment(shopper, [{ id: product(0).id, cartQuantity: 1 }])
    ).json<CreatePaymentIntentResponse>();
    const forged = await payWithTestCard(shopper, { ...intent, clientSecret: `${intent.clientSecret}x` });
    expect(forged.statusCode).toBe(404);
    expect(await intentStatus(intent.paymentIntentId)).toBe('requires_payment_method');
  });

  it('4242 pays: one order, cart emptied, money captured, a confirmation e-mail sent', async () => {
    await shopper.request('PUT', '/api/cart', { items: [{ productId: product(0).id, quantity: 2 }] });
    const { intent, orderId } = await buy(shopper, [{ id: product(0).id, cartQuantity: 2 }]);

    const order = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    expect(order).toMatchObject({
      id: orderId,
      orderStatus: 'Order Placed',
      orderAmountCents: intent.amountCents,
      userEmail: 'buyer@example.com',
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
    });
    expect(order.cartItems).toEqual(intent.items);
    expect((await shopper.request('GET', '/api/cart')).json<CartResponse>().items).toEqual([]);
    expect(await intentStatus(intent.paymentIntentId)).toBe('succeeded');
    // One confirmation, its subject naming the order by its number.
    const subject = `Subject: Your eShop order #${order.number}`;
    await expect.poll(() => readOutbox(t.testDb.dataDir).filter((m) => m.includes(subject)).length).toBe(1);
    const mail = readOutbox(t.testDb.dataDir).find((m) => m.includes(subject)) ?? '';
    expect(mail).toContain('To: buyer@example.com');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail.replace(/=\n/g, '')).toContain(`/order-details/${orderId}`);
  });

  it('later product edits do not change a past order', async () => {
    const { orderId, intent } = await buy(shopper, [{ id: product(3).id, cartQuantity: 1 }]);
    await db()
      .update(products)
      .set({ name: 'Renamed', priceCents: 1 })
      .where(eq(products.id, product(3).id));
    const order = (await shopper.request('GET', `/api/orders/${orderId}`)).json<Order>();
    expect(order.cartItems[0]).toMatchObject({
      name: product(3).name,
      priceCents: intent.items[0]?.priceCents,
    });
  });

  it('20 concurrent confirmations of one payment give one order', async () => {
    const intent = (
      await startPayment(shopper, [{ id: product(1).id, cartQuantity: 1 }])
    ).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(shopper, intent)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => completeCheckout(shopper, intent.paymentIntentId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json<{ orderId: string }>().orderId)).size).toBe(1);
    expect(await orderCount(intent.paymentIntentId)).toBe(1);
  });

  it('releases the card instead of charging when the order is refused at the last moment', async () => {
    const [doomed] = await db()
      .insert(products)
      .values({
        name: 'Last one',
        imageUrl: '/x.svg',
        priceCents: 999,
        category: 'Phone',
        brand: 'X',
        description: 'x',
        stock: 5,
      })
      .returning();
    const intent = (
      await startPayment(shopper, [{ id: doomed!.id, cartQuantity: 1 }])
    ).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(shopper, intent)).statusCode).toBe(200);
    await db().delete(products).where(eq(products.id, doomed!.id));
    const refused = await completeCheckout(shopper, intent.paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().error.message).toContain('not charged');
    expect(await intentStatus(intent.paymentIntentId)).toBe('canceled');
    expect(await orderCount(intent.paymentIntentId)).toBe(0);
  });

  it('a payment authorised but never confirmed by the browser becomes an order in the sweep, once', async () => {
    const intent = (
      await startPayment(shopper, [{ id: product(0).id, cartQuantity: 1 }])
    ).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(shopper, intent)).statusCode).toBe(200);
    const first = await t.app.checkout.recoverPayments();
    expect(first.ordersCreated).toBe(1);
    await t.app.checkout.recoverPayments();
    expect(await orderCount(intent.paymentIntentId)).toBe(1);
    expect(await intentStatus(intent.paymentIntentId)).toBe('succeeded');
    // The browser's late confirmation finds the same order.
    expect((await completeCheckout(shopper, intent.paymentIntentId)).statusCode).toBe(200);
    expect(await orderCount(intent.paymentIntentId)).toBe(1);
  });

  it("one shopper cannot read or complete another's order", async () => {
    const { intent, orderId } = await buy(shopper, [{ id: product(0).id, cartQuantity: 1 }]);
    const read = await other.request('GET', `/api/orders/${orderId}`);
    expect(read.statusCode).toBe(404);
    expect(read.json<ErrorResponse>().error.message).toBe('Document not found.');
    expect((await completeCheckout(other, intent.paymentIntentId)).statusCode).toBe(404);
    expect((await other.request('GET', '/api/orders')).json<OrderListResponse>().total).toBe(0);
    expect((await createClient(t.app).request('GET', '/api/orders')).statusCode).toBe(401);
  });

  it('lists my orders newest first, paged on the server', async () => {
    const list = (await shopper.request('GET', '/api/orders')).json<OrderListResponse>();
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect(list.pageSize).toBe(10);
    const dates = list.items.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await shopper.request('GET', '/api/orders?page=0')).statusCode).toBe(400);
  });

  it('offers the last addresses again', async () => {
    const last = await shopper.request('GET', '/api/checkout/last-addresses');
    expect(last.json()).toEqual({ shipping: ADDRESS, billing: ADDRESS });
    expect((await other.request('GET', '/api/checkout/last-addresses')).json()).toEqual({
      shipping: null,
      billing: null,
    });
  });
});
