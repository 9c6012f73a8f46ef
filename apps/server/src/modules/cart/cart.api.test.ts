// The signed-in shopper's cart on the server: it follows them to another browser, merges a
// visitor's cart at sign-in, takes prices from the catalogue, and refuses bad input unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse, ErrorResponse, ProductListResponse } from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('cart API on %s', (backend) => {
  let t: TestApp;
  let shopper: Client;
  let ids: string[] = [];
  let prices = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/products?limit=3' })
    ).json<ProductListResponse>();
    ids = list.items.map((p) => p.id);
    prices = new Map(list.items.map((p) => [p.id, p.priceCents]));
    shopper = createClient(t.app);
    await shopper.signUp('cart@example.com', 'cart password');
    await shopper.signIn('cart@example.com', 'cart password');
  });
  afterAll(async () => {
    await t?.close();
  });

  const cartOf = async (client: Client) => (await client.request('GET', '/api/cart')).json<CartResponse>();
  const productAt = (i: number) => () => ids[i] ?? '';
  const [a, b, c] = [productAt(0), productAt(1), productAt(2)];

  it('is only for signed-in shoppers', async () => {
    const response = await createClient(t.app).request('GET', '/api/cart');
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorResponse>().error.code).toBe('UNAUTHORIZED');
    expect((await createClient(t.app).request('PUT', '/api/cart', { items: [] })).statusCode).toBe(401);
  });

  it('replaces the cart and prices it from the catalogue', async () => {
    const saved = await shopper.request('PUT', '/api/cart', {
      items: [
        { productId: a(), quantity: 2 },
        { productId: b(), quantity: 1 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const cart = saved.json<CartResponse>();
    expect(cart.items.map((i) => [i.id, i.cartQuantity])).toEqual([
      [a(), 2],
      [b(), 1],
    ]);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.totalAmountCents).toBe((prices.get(a()) ?? 0) * 2 + (prices.get(b()) ?? 0));
  });

  it('follows the shopper to another browser', async () => {
    const otherBrowser = createClient(t.app);
    await otherBrowser.signIn('cart@example.com', 'cart password');
    expect((await cartOf(otherBrowser)).items.map((i) => i.id)).toEqual([a(), b()]);
  });

  it("merges a visitor's cart at sign-in: the same product adds quantities", async () => {
    const merged = await shopper.request('POST', '/api/cart/merge', {
      mergeId: '6a1f6a52-5d0e-4c47-9a0e-8f3b7d2c1e01',
      items: [
        { productId: a(), quantity: 3 },
        { productId: c(), quantity: 1 },
      ],
    });
    expect(merged.statusCode).toBe(200);
    const quantities = Object.fromEntries(
      merged.json<CartResponse>().items.map((i) => [i.id, i.cartQuantity]),
    );
    expect(quantities).toEqual({ [a()]: 5, [b()]: 1, [c()]: 1 });
  });

  it('ignores prices and names sent by the browser', async () => {
    const response = await shopper.request('PUT', '/api/cart', {
      items: [{ productId: a(), quantity: 1, priceCents: 1 }],
    });
    expect(response.statusCode).toBe(200);
    const cart = await cartOf(shopper);
    expect(cart.items.find((i) => i.id === a())?.priceCents).toBe(prices.get(a()));
    expect(cart.totalAmountCents).toBe(prices.get(a()));
  });

  it('drops products that no longer exist instead of failing the cart', async () => {
    const response = await shopper.request('PUT', '/api/cart', {
      items: [
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        { productId: b(), quantity: 4 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CartResponse>().items.map((i) => [i.id, i.cartQuantity])).toEqual([[b(), 4]]);
  });

  it.each([
    ['a zero quantity', { items: [{ productId: 'A', quantity: 0 }] }],
    ['a negative quantity', { items: [{ productId: 'A', quantity: -2 }] }],
    ['a fractional quantity', { items: [{ productId: 'A', quantity: 1.5 }] }],
    ['a huge quantity', { items: [{ productId: 'A', quantity: 1_000_000 }] }],
    ['a malformed id', { items: [{ productId: 'not-a-uuid', quantity: 1 }] }],
    [
      'the same product twice',
      {
        items: [
          { productId: 'A', quantity: 1 },
          { productId: 'A', quantity: 2 },
        ],
      },
    ],
    ['no items field', {}],
  ])('refuses %s with a 400 and keeps the cart', async (_case, body) => {
    const before = await cartOf(shopper);
    const payload = JSON.parse(JSON.stringify(body).replaceAll('"A"', JSON.stringify(a()))) as object;
    const response = await shopper.request('PUT', '/api/cart', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error.code).toBe('VALIDATION_ERROR');
    expect(await cartOf(shopper)).toEqual(before);
  });

  it('refuses a change sent from another site', async () => {
    const before = await cartOf(shopper);
    const forged = await shopper.request(
      'PUT',
      '/api/cart',
      { items: [] },
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(await cartOf(shopper)).toEqual(before);
  });

  it('refuses a forged change even through an encoded path', async () => {
    const before = await cartOf(shopper);
    const forged = await shopper.request(
      'PUT',
      '/%61pi/cart',
      { items: [] },
      { origin: 'https://evil.example' },
    );
    expect(forged.statusCode).toBe(403);
    expect(await cartOf(shopper)).toEqual(before);
  });

  it('takes overlapping saves one after the other, never failing', async () => {
    const saves = await Promise.all(
      [1, 2, 3, 4, 5].map((quantity) =>
        shopper.request('PUT', '/api/cart', {
          items: [
            { productId: a(), quantity },
            { productId: b(), quantity },
          ],
        }),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cart = await cartOf(shopper);
    expect(cart.items).toHaveLength(2);
    expect(new Set(cart.items.map((i) => i.cartQuantity)).size).toBe(1);
  });

  it('keeps the cart after sign-out for the next sign-in, but the signed-out browser cannot read it', async () => {
    const before = await cartOf(shopper);
    await shopper.signOut();
    expect((await shopper.request('GET', '/api/cart')).statusCode).toBe(401);
    await shopper.signIn('cart@example.com', 'cart password');
    expect(await cartOf(shopper)).toEqual(before);
  });
});
