// Privacy on both backends, through the real app: the data export holds the profile, the address
// book, the orders and the reviews; deleting the account needs the password (or, without one, the
// e-mail typed again), waits for orders on their way, ends the sessions, and keeps the orders for the
// books without the person, the product's review counters right.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, ErrorResponse, Product } from '@eshop/shared';
import { orders, products, user } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { ADDRESS, buy, firstProducts, startPayment } from '../../test-support/checkout.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('privacy on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let product: Product;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    admin = await signedInAdmin(t);
    [product] = (await firstProducts(t.app, 1)) as [Product];
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.testDb.database.db;
  let count = 0;
  const shopperWithAnOrder = async () => {
    count += 1;
    const email = `private.${count}.${backend}@example.com`;
    const client = createClient(t.app);
    await client.signUp(email, 'private words 1');
    await client.request('POST', '/api/account/addresses', { address: ADDRESS });
    const { orderId } = await buy(client, [{ id: product.id, cartQuantity: 1 }]);
    await client.request('POST', `/api/products/${product.id}/reviews`, { rate: 4, review: 'Good value.' });
    return { client, email, orderId };
  };
  const deliver = (orderId: string) =>
    admin.request('PATCH', `/api/admin/orders/${orderId}`, { orderStatus: 'Delivered' });
  const reviewCountOf = async () =>
    (await db().select({ n: products.reviewCount }).from(products).where(eq(products.id, product.id)))[0]?.n;

  it('exports the profile, address book, orders, reviews and devices as a JSON file', async () => {
    const { client, email, orderId } = await shopperWithAnOrder();
    expect((await createClient(t.app).request('GET', '/api/account/export')).statusCode).toBe(401);
    const response = await client.request('GET', '/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = response.json<AccountExport>();
    expect(exported.account.email).toBe(email);
    expect(exported.addresses).toHaveLength(1);
    expect(exported.orders.map((o) => o.id)).toEqual([orderId]);
    expect(exported.orders[0]?.shippingAddress.line1).toBe(ADDRESS.line1);
    expect(exported.reviews).toEqual([
      expect.objectContaining({ productId: product.id, rate: 4, review: 'Good value.' }),
    ]);
    expect(exported.sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(response.body).not.toMatch(/token|argon2/i);
  });

  it('deletes an account only with its password, and not while an order is on its way', async () => {
    const { client, email, orderId } = await shopperWithAnOrder();
    const wrong = await client.request('POST', '/api/account/delete', { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorResponse>().error.details?.[0]?.path).toBe('password');
    const underway = await client.request('POST', '/api/account/delete', { password: 'private words 1' });
    expect(underway.statusCode).toBe(409);
    expect(underway.json<ErrorResponse>().error.message).toMatch(/still on its way/);
    expect(await client.session()).toMatchObject({ email });

    expect((await deliver(orderId)).statusCode).toBe(200);
    const reviewsBefore = await reviewCountOf();
    const other = createClient(t.app);
    await other.signIn(email, 'private words 1');
    const deleted = await client.request('POST', '/api/account/delete', { password: 'private words 1' });
    expect(deleted.statusCode).toBe(200);

    // Signed out everywhere; the address cannot sign in, and may register afresh.
    expect(await client.session()).toBeNull();
    expect(await other.session()).toBeNull();
    expect((await createClient(t.app).signIn(email, 'private words 1')).statusCode).toBe(401);
    expect(await db().select().from(user).where(eq(user.email, email))).toEqual([]);

    // The order stays for the books, without the person: the billing address for its invoice.
    const [kept] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(kept?.userId).toBeNull();
    expect(kept?.userEmail).toMatch(/^erased-[\w-]+@invalid$/);
    expect(kept?.shippingAddress).toEqual({
      name: '',
      line1: '',
      line2: '',
      city: '',
      phone: '',
      state: ADDRESS.state,
      postal_code: ADDRESS.postal_code,
      country: ADDRESS.country,
    });
    expect(kept?.billingAddress).toEqual({ ...ADDRESS, phone: '' });
    expect((await admin.request('GET', `/api/admin/orders/${orderId}`)).statusCode).toBe(200);
    // The review went, and the product's counters with it.
    expect(await reviewCountOf()).toBe((reviewsBefore ?? 0) - 1);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    ).json<Product>();
    expect(detail.reviewCount).toBe((reviewsBefore ?? 0) - 1);
  });

  it('waits for a payment still being made, which would otherwise become an order for no one', async () => {
    const client = createClient(t.app);
    await client.signUp(`paying.${backend}@example.com`, 'private words 1');
    const started = await startPayment(client, [{ id: product.id, cartQuantity: 1 }]);
    expect(started.statusCode).toBe(200);
    const refused = await client.request('POST', '/api/account/delete', { password: 'private words 1' });
    expect(refused.statusCode).toBe(409);
    expect(await client.session()).not.toBeNull();
  });

  it('asks an account without a password for its e-mail, and refuses the shop admin', async () => {
    const { client, email, orderId } = await shopperWithAnOrder();
    await deliver(orderId);
    const { account } = await import('../../db/schema/index.js');
    const [owner] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
    await db().delete(account).where(eq(account.userId, owner!.id));
    expect(
      (await client.request('POST', '/api/account/delete', { email: 'someone@else.example' })).statusCode,
    ).toBe(400);
    expect(
      (await client.request('POST', '/api/account/delete', { email: email.toUpperCase() })).statusCode,
    ).toBe(200);

    const refused = await admin.request('POST', '/api/account/delete', { password: 'owner password 1' });
    expect(refused.statusCode).toBe(409);
    expect(await admin.session()).not.toBeNull();
    expect(
      (await admin.request('POST', '/api/account/delete', { password: 'x', role: 'y' })).statusCode,
    ).toBe(400);
  });
});
