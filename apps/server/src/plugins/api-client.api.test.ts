// The typed client (@eshop/api-client) against the real server listening on a port, doing what its
// README shows: a visitor searches, reads a product and prices a cart; a shopper signs in (Better Auth's
// routes, outside the document), saves the cart on the server and reads it back.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopClient } from '@eshop/api-client';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The session cookie Better Auth sets at sign-in, as a Cookie header (what the README does). Better Auth
 * wants an Origin it trusts: the shop's own (PUBLIC_URL; here not the loopback address the test calls).
 */
async function signIn(baseUrl: string, origin: string, email: string, password: string): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${baseUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  await post('/sign-up/email', { email, password, name: '' });
  const response = await post('/sign-in/email', { email, password });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('the typed API client against the listening server', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A product found by a search, as a visitor. */
  const findProduct = async () => {
    const { data, error } = await createShopClient({ baseUrl }).GET('/api/products', {
      params: { query: { search: 'nova', limit: 5 } },
    });
    expect(error).toBeUndefined();
    const [product] = data?.items ?? [];
    if (!product) throw new Error('the search found nothing');
    return product;
  };

  it('searches the products and reads one, as a visitor', async () => {
    const found = await findProduct();
    expect(found.name.toLowerCase()).toContain('nova');
    const { data, response } = await createShopClient({ baseUrl }).GET('/api/products/{id}', {
      params: { path: { id: found.id } },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ id: found.id, name: found.name, priceCents: found.priceCents });
  });

  it("prices a visitor's cart, and refuses them the server's cart in the error shape", async () => {
    const product = await findProduct();
    const visitor = createShopClient({ baseUrl });
    const quote = await visitor.POST('/api/checkout/quote', {
      body: { items: [{ id: product.id, cartQuantity: 2 }], shipping: { country: 'US', state: 'CA' } },
    });
    expect(quote.error).toBeUndefined();
    expect(quote.data?.totals.subtotalCents).toBe(product.priceCents * 2);

    const cart = await visitor.GET('/api/cart');
    expect(cart.response.status).toBe(401);
    expect(cart.error?.error.code).toBe('UNAUTHORIZED');
  });

  it("saves a signed-in shopper's cart and reads it back", async () => {
    const product = await findProduct();
    const cookie = await signIn(baseUrl, t.app.config.PUBLIC_URL, 'client@example.com', 'client password 1');
    const shopper = createShopClient({ baseUrl, headers: { cookie } });

    const saved = await shopper.PUT('/api/cart', {
      body: { items: [{ productId: product.id, quantity: 2 }] },
    });
    expect(saved.error).toBeUndefined();
    const { data } = await shopper.GET('/api/cart');
    expect(data).toEqual({
      items: [expect.objectContaining({ id: product.id, cartQuantity: 2, priceCents: product.priceCents })],
      totalQuantity: 2,
      totalAmountCents: product.priceCents * 2,
    });
  });
});
