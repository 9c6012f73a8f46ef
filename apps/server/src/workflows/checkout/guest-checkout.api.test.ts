// Guest checkout on both backends: a visitor pays with an e-mail and no account, proves the payment
// is theirs with its client secret, follows the order by a signed link (unguessable, expiring,
// revocable), sees it in their history only once their e-mail is proven, and cannot be used to test
// cards: payments per e-mail and per cart are limited (the pause after declines: card-testing.api.test.ts).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CompleteCheckoutResponse,
  CreatePaymentIntentResponse,
  ErrorResponse,
  Order,
  OrderListResponse,
  Product,
} from '@eshop/shared';
import { checkouts, orders } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { firstProducts, payWithTestCard, startPayment } from '../../test-support/checkout.js';
import { findVerifyLink, readOutbox } from '../../test-support/outbox.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { GUEST_INTENTS_PER_CART_PER_HOUR, GUEST_INTENTS_PER_EMAIL_PER_HOUR } from './card-testing-limits.js';

describe.each(BACKENDS)('guest checkout on %s', (backend) => {
  let t: TestApp;
  let product: Product;
  let address = 0;

  beforeAll(async () => {
    // The limits on: each visitor comes from an address of its own, as real ones would.
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'true', PAYMENT_SWEEP_SECONDS: '0' });
    [product] = (await firstProducts(t.app, 1)) as [Product];
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.testDb.database.db;
  /** A visitor from an address of their own (the decline pause is per address too). */
  const visitor = () =>
    createClient(t.app, { remoteAddress: `10.0.${backend === 'pglite' ? 1 : 2}.${++address}` });
  const guestPays = (guest: Client, email: string, extra: Record<string, unknown> = {}) =>
    startPayment(guest, [{ id: product.id, cartQuantity: 1 }], { userEmail: email, ...extra });
  const complete = (guest: Client, paymentIntentId: string, clientSecret?: string) =>
    guest.request('POST', '/api/checkout/complete', {
      paymentIntentId,
      ...(clientSecret ? { clientSecret } : {}),
    });

  async function guestOrder(email: string) {
    const guest = visitor();
    const intent = (await guestPays(guest, email)).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(guest, intent)).statusCode).toBe(200);
    const completed = await complete(guest, intent.paymentIntentId, intent.clientSecret);
    expect(completed.statusCode, completed.body).toBe(200);
    return { guest, intent, ...completed.json<CompleteCheckoutResponse>() };
  }

  it("takes a guest's payment tied to their e-mail, and the order only with the payment's secret", async () => {
    const guest = visitor();
    const response = await guestPays(guest, 'Guest.One@Example.com');
    expect(response.statusCode, response.body).toBe(200);
    const intent = response.json<CreatePaymentIntentResponse>();
    const [row] = await db()
      .select()
      .from(checkouts)
      .where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
    expect(row).toMatchObject({ userId: null, userEmail: 'guest.one@example.com' });
    expect((await payWithTestCard(guest, intent)).statusCode).toBe(200);

    expect((await complete(guest, intent.paymentIntentId)).statusCode).toBe(401);
    expect((await complete(guest, intent.paymentIntentId, 'pi_wrong_secret')).statusCode).toBe(404);
    // A signed-in shopper cannot take a guest's payment as theirs either.
    const other = createClient(t.app);
    await other.signUp(`other-${backend}@example.com`, 'other password 1');
    await other.signIn(`other-${backend}@example.com`, 'other password 1');
    expect((await complete(other, intent.paymentIntentId)).statusCode).toBe(404);

    const completed = await complete(guest, intent.paymentIntentId, intent.clientSecret);
    expect(completed.statusCode).toBe(200);
    const { orderId, guestLink } = completed.json<CompleteCheckoutResponse>();
    expect(typeof guestLink?.exp).toBe('number');
    expect(guestLink?.token).toMatch(/^[\w-]{20,}$/);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: null, userEmail: 'guest.one@example.com' });
    expect(order?.guestAccessKey).toBeTruthy();
  });

  it('shows the order through the signed link, and refuses a wrong, expired or revoked one', async () => {
    const { orderId, guestLink } = await guestOrder('guest.two@example.com');
    const read = (query: string) => visitor().request('GET', `/api/guest-orders/${orderId}?${query}`);
    const good = await read(`exp=${guestLink!.exp}&token=${guestLink!.token}`);
    expect(good.statusCode).toBe(200);
    expect(good.json<Order>()).toMatchObject({ id: orderId, userEmail: 'guest.two@example.com' });

    const tampered = `${guestLink!.token.slice(0, -2)}${guestLink!.token.endsWith('A') ? 'BB' : 'AA'}`;
    expect((await read(`exp=${guestLink!.exp}&token=${tampered}`)).statusCode).toBe(404);
    expect((await read(`exp=${guestLink!.exp + 1}&token=${guestLink!.token}`)).statusCode).toBe(404);
    expect((await read(`exp=1&token=${guestLink!.token}`)).statusCode).toBe(404);
    expect((await read('exp=abc&token=x')).statusCode).toBe(400);
    // Revoked: a new key for the order ends every link made before.
    await db()
      .update(orders)
      .set({ guestAccessKey: crypto.randomBytes(24).toString('base64url') })
      .where(eq(orders.id, orderId));
    expect((await read(`exp=${guestLink!.exp}&token=${guestLink!.token}`)).statusCode).toBe(404);
  });

  it('e-mails the guest a confirmation whose link opens the order without an account', async () => {
    const { orderId } = await guestOrder('guest.three@example.com');
    const linkIn = () =>
      readOutbox(t.testDb.dataDir)
        .map((mail) =>
          mail
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        )
        .find((mail) => mail.includes('To: guest.three@example.com'))
        ?.match(/https?:\/\/[^\s"]+\/order-status\/[^\s"?]+\?exp=\d+&(?:amp;)?token=[\w-]+/)?.[0];
    await expect.poll(linkIn).toBeTruthy();
    const link = new URL(linkIn()!.replace('&amp;', '&'));
    expect(link.pathname).toBe(`/order-status/${orderId}`);
    const opened = await visitor().request('GET', `/api/guest-orders/${orderId}${link.search}`);
    expect(opened.statusCode).toBe(200);
  });

  it('shows guest orders in the history of the account with that e-mail once the e-mail is proven', async () => {
    const email = `guest.four.${backend}@example.com`;
    const { orderId } = await guestOrder(email);
    const shopper = createClient(t.app);
    await shopper.signUp(email, 'guest four password');
    const history = async () => (await shopper.request('GET', '/api/orders')).json<OrderListResponse>();
    // Registered and signed in, not proven: someone else may have typed this address.
    expect((await history()).items.map((o) => o.id)).not.toContain(orderId);
    expect((await shopper.request('GET', `/api/orders/${orderId}`)).statusCode).toBe(404);
    // Proven: the link in the welcome e-mail was followed.
    await expect.poll(() => findVerifyLink(t.testDb.dataDir, email)).toBeTruthy();
    const link = findVerifyLink(t.testDb.dataDir, email)!;
    const followed = await shopper.request('GET', `${link.pathname}${link.search}`);
    expect(followed.statusCode).toBe(302);
    expect((await shopper.session())?.isEmailVerified).toBe(true);
    expect((await history()).items.map((o) => o.id)).toContain(orderId);
    expect((await shopper.request('GET', `/api/orders/${orderId}`)).statusCode).toBe(200);
  });

  it(`limits a guest's payments per e-mail (${GUEST_INTENTS_PER_EMAIL_PER_HOUR} an hour)`, async () => {
    const email = `busy.${backend}@example.com`;
    for (let i = 0; i < GUEST_INTENTS_PER_EMAIL_PER_HOUR; i += 1) {
      expect((await guestPays(visitor(), email)).statusCode).toBe(200);
    }
    const refused = await guestPays(visitor(), email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorResponse>().error.message).toMatch(/Too many payment attempts/);
    expect((await guestPays(visitor(), `calm.${backend}@example.com`)).statusCode).toBe(200);
  });

  it(`limits a guest cart's payments (${GUEST_INTENTS_PER_CART_PER_HOUR} an hour), whatever the e-mail`, async () => {
    const cartId = crypto.randomUUID();
    for (let i = 0; i < GUEST_INTENTS_PER_CART_PER_HOUR; i += 1) {
      expect((await guestPays(visitor(), `cart${i}.${backend}@example.com`, { cartId })).statusCode).toBe(
        200,
      );
    }
    expect((await guestPays(visitor(), `cart-last.${backend}@example.com`, { cartId })).statusCode).toBe(429);
    expect(
      (await guestPays(visitor(), `cart-last.${backend}@example.com`, { cartId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(200);
  });
});
