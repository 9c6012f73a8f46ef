// Merging a visitor's cart at sign-in is safe to retry: the browser sends the same mergeId (and
// lines) again when an answer was lost, and the saved cart takes each merge once, keeping any change
// made after it (decision 020).
import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponse, ErrorResponse, ProductListResponse } from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

type Lines = Record<string, number>;

describe.each(BACKENDS)('cart merge retries on %s', (backend) => {
  let t: TestApp;
  let shopper: Client;
  let ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/products?limit=3' })
    ).json<ProductListResponse>();
    ids = list.items.map((p) => p.id);
    shopper = createClient(t.app);
    await shopper.signUp('merge@example.com', 'merge password');
    await shopper.signIn('merge@example.com', 'merge password');
  });
  afterAll(async () => {
    await t?.close();
  });

  const productAt = (i: number) => () => ids[i] ?? '';
  const [a, b, c] = [productAt(0), productAt(1), productAt(2)];

  const toBody = (lines: Lines) => ({
    items: Object.entries(lines).map(([productId, quantity]) => ({ productId, quantity })),
  });
  const quantitiesOf = (cart: CartResponse): Lines =>
    Object.fromEntries(cart.items.map((item) => [item.id, item.cartQuantity]));
  const cartOf = async (client: Client) =>
    quantitiesOf((await client.request('GET', '/api/cart')).json<CartResponse>());
  const merge = async (client: Client, mergeId: string, lines: Lines) => {
    const response = await client.request('POST', '/api/cart/merge', { mergeId, ...toBody(lines) });
    expect(response.statusCode).toBe(200);
    return quantitiesOf(response.json<CartResponse>());
  };
  const put = async (client: Client, lines: Lines) => {
    const response = await client.request('PUT', '/api/cart', toBody(lines));
    expect(response.statusCode).toBe(200);
    return quantitiesOf(response.json<CartResponse>());
  };

  beforeEach(async () => {
    // The saved cart before each sign-in: one of a.
    await put(shopper, { [a()]: 1 });
  });

  it('adds a merge once however often it is sent, answering the cart each time', async () => {
    const mergeId = crypto.randomUUID();
    const once = await merge(shopper, mergeId, { [a()]: 2, [c()]: 1 });
    expect(once).toEqual({ [a()]: 3, [c()]: 1 });

    // The answer was lost; the browser sends the same merge again, and again.
    expect(await merge(shopper, mergeId, { [a()]: 2, [c()]: 1 })).toEqual(once);
    expect(await merge(shopper, mergeId, { [a()]: 2, [c()]: 1 })).toEqual(once);
    expect(await cartOf(shopper)).toEqual(once);
  });

  it('takes two copies of one merge sent at the same moment as one', async () => {
    const mergeId = crypto.randomUUID();
    const answers = await Promise.all([
      merge(shopper, mergeId, { [a()]: 2 }),
      merge(shopper, mergeId, { [a()]: 2 }),
    ]);
    expect(answers).toEqual([{ [a()]: 3 }, { [a()]: 3 }]);
    expect(await cartOf(shopper)).toEqual({ [a()]: 3 });
  });

  it('keeps a change saved after the merge when the merge is sent again', async () => {
    const mergeId = crypto.randomUUID();
    expect(await merge(shopper, mergeId, { [a()]: 2 })).toEqual({ [a()]: 3 });
    // The shopper lowered a and added b before the lost merge was retried.
    await put(shopper, { [a()]: 1, [b()]: 4 });

    expect(await merge(shopper, mergeId, { [a()]: 2 })).toEqual({ [a()]: 1, [b()]: 4 });
    expect(await cartOf(shopper)).toEqual({ [a()]: 1, [b()]: 4 });
  });

  it('changes nothing on a retry, whichever of a merge and a save racing it came first', async () => {
    const mergeId = crypto.randomUUID();
    await Promise.all([merge(shopper, mergeId, { [a()]: 2 }), put(shopper, { [b()]: 5 })]);
    const settled = await cartOf(shopper);
    // Save then merge: b and the merged a. Merge then save: the save replaced the cart.
    expect([{ [b()]: 5, [a()]: 2 }, { [b()]: 5 }]).toContainEqual(settled);

    await merge(shopper, mergeId, { [a()]: 2 });
    expect(await cartOf(shopper)).toEqual(settled);
  });

  it("adds another visitor cart (a new mergeId), and one shopper's merge does not block another's", async () => {
    expect(await merge(shopper, crypto.randomUUID(), { [a()]: 1 })).toEqual({ [a()]: 2 });
    expect(await merge(shopper, crypto.randomUUID(), { [a()]: 1 })).toEqual({ [a()]: 3 });

    const mergeId = crypto.randomUUID();
    await merge(shopper, mergeId, { [b()]: 1 });
    const other = createClient(t.app);
    await other.signUp('merge-other@example.com', 'merge password');
    await other.signIn('merge-other@example.com', 'merge password');
    expect(await merge(other, mergeId, { [b()]: 2 })).toEqual({ [b()]: 2 });
  });

  it('still caps a line at the most one cart may hold', async () => {
    await put(shopper, { [a()]: 990 });
    expect(await merge(shopper, crypto.randomUUID(), { [a()]: 20 })).toEqual({ [a()]: 999 });
  });

  it.each([
    ['no mergeId', (lines: object) => lines],
    ['a malformed mergeId', (lines: object) => ({ mergeId: 'retry-1', ...lines })],
    [
      'the same product twice',
      () => ({
        mergeId: crypto.randomUUID(),
        items: [
          { productId: a(), quantity: 1 },
          { productId: a(), quantity: 2 },
        ],
      }),
    ],
  ])('refuses %s with a 400 and keeps the cart', async (_case, makeBody) => {
    const before = await cartOf(shopper);
    const response = await shopper.request('POST', '/api/cart/merge', makeBody(toBody({ [b()]: 1 })));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error.code).toBe('VALIDATION_ERROR');
    expect(await cartOf(shopper)).toEqual(before);
  });

  it('is only for signed-in shoppers', async () => {
    const response = await createClient(t.app).request('POST', '/api/cart/merge', {
      mergeId: crypto.randomUUID(),
      ...toBody({ [a()]: 1 }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorResponse>().error.code).toBe('UNAUTHORIZED');
  });
});
