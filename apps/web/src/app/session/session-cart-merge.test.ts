// The merge at sign-in against a stand-in that keeps the saved cart by the API's rules (a mergeId
// is added once): a lost answer is sent again as it was, and what the shopper does while an answer
// is out is kept and saved (decision 020).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { CartLineInput, CartMergeInput } from '@eshop/shared';
import { refreshSession } from '../../features/auth';
import { addToCart, type CartItem } from '../../features/cart';
import { copy } from '../../copy';
import { createFakeApi } from '../../test/fake-api';
import { logOut } from './log-out';
import { createAppStore } from '../store';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/notify', () => ({ notify: toast }));

const PHONE = '11111111-1111-4111-8111-111111111111';
const CASE = '22222222-2222-4222-8222-222222222222';
const CABLE = '33333333-3333-4333-8333-333333333333';
const catalogue: Record<string, Omit<CartItem, 'cartQuantity'>> = {
  [PHONE]: { id: PHONE, name: 'Phone', priceCents: 19_999, imageURL: '/p.svg' },
  [CASE]: { id: CASE, name: 'Case', priceCents: 1_050, imageURL: '/c.svg' },
  [CABLE]: { id: CABLE, name: 'Cable', priceCents: 500, imageURL: '/l.svg' },
};
const itemOf = (productId: string, cartQuantity: number): CartItem => ({
  ...(catalogue[productId] ?? catalogue[PHONE]!),
  cartQuantity,
});
const ada = { id: 'user-1', email: 'ada@example.com', displayName: 'Ada', isAdmin: false };

const quantities = (items: readonly CartItem[]) => items.map((item) => [item.id, item.cartQuantity]);
const lineQuantities = (lines: readonly CartLineInput[]) => lines.map((l) => [l.productId, l.quantity]);
const sentMerges = (server: ReturnType<typeof createFakeApi>) =>
  server.sentTo('POST /api/cart/merge').map((request) => request.body as CartMergeInput);

/** Ada's saved cart as the API keeps it; `answerMerge` decides what happens to a merge's answer. */
const createShop = (saved: CartLineInput[]) => {
  const server = createFakeApi();
  let lines = [...saved];
  const applied = new Set<string>();
  const answer = () => {
    const items = lines.map((line) => itemOf(line.productId, line.quantity));
    return {
      body: {
        items,
        totalQuantity: items.reduce((sum, item) => sum + item.cartQuantity, 0),
        totalAmountCents: items.reduce((sum, item) => sum + item.priceCents * item.cartQuantity, 0),
      },
    };
  };
  const shop = {
    server,
    lines: () => lineQuantities(lines),
    answerMerge: (_applied: ReturnType<typeof answer>): Promise<ReturnType<typeof answer> | Response> =>
      Promise.resolve(_applied),
  };
  server.on('GET /api/session', { body: { user: ada } });
  server.on('GET /api/cart', answer);
  server.on('PUT /api/cart', (body) => {
    lines = [...(body as { items: CartLineInput[] }).items];
    return answer();
  });
  server.on('POST /api/cart/merge', (body) => {
    const merge = body as CartMergeInput;
    if (typeof merge.mergeId !== 'string') {
      return { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid input.' } } };
    }
    if (!applied.has(merge.mergeId)) {
      applied.add(merge.mergeId);
      for (const line of merge.items) {
        const existing = lines.find((l) => l.productId === line.productId);
        if (existing) existing.quantity += line.quantity;
        else lines.push({ ...line });
      }
    }
    return shop.answerMerge(answer());
  });
  server.on('POST /api/auth/sign-out', { body: { success: true } });
  return shop;
};

const aVisitorCart = (...items: CartItem[]) => localStorage.setItem('cartItems', JSON.stringify(items));
/** The merge reached the server, but its answer never came back (fetch rejects). */
const lostAnswer = () => Promise.resolve(HttpResponse.error());

describe('the merge at sign-in', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.clearAllMocks();
  });

  it('sends a merge whose answer was lost again as it was, so the saved cart is not doubled', async () => {
    aVisitorCart(itemOf(PHONE, 2));
    const shop = createShop([{ productId: CASE, quantity: 1 }]);
    shop.answerMerge = lostAnswer;
    await createAppStore().dispatch(refreshSession());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(copy.cart.loadFailed, expect.anything()));
    // The server took the merge; the browser could not tell.
    expect(shop.lines()).toEqual([
      [CASE, 1],
      [PHONE, 2],
    ]);

    // The next page load tries again.
    shop.answerMerge = (answer) => Promise.resolve(answer);
    const store = createAppStore();
    await store.dispatch(refreshSession());
    await waitFor(() => expect(localStorage.getItem('cartOwnerID')).toBe(ada.id));

    const [first, retry] = sentMerges(shop.server);
    expect(retry).toEqual(first);
    expect(quantities(store.getState().cart.cartItems)).toEqual([
      [CASE, 1],
      [PHONE, 2],
    ]);
    expect(shop.lines()).toEqual([
      [CASE, 1],
      [PHONE, 2],
    ]);
    expect(localStorage.getItem('cartMerge')).toBeNull();
    expect(shop.server.sentTo('PUT /api/cart')).toHaveLength(0);
  });

  it('keeps a change made between a lost answer and the retry', async () => {
    aVisitorCart(itemOf(PHONE, 2));
    const shop = createShop([{ productId: CASE, quantity: 1 }]);
    shop.answerMerge = lostAnswer;
    const before = createAppStore({ cartSaveDelayMs: 0 });
    await before.dispatch(refreshSession());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    before.dispatch(addToCart(catalogue[CABLE]!));

    shop.answerMerge = (answer) => Promise.resolve(answer);
    const store = createAppStore({ cartSaveDelayMs: 0 });
    await store.dispatch(refreshSession());

    const expected = [
      [CASE, 1],
      [PHONE, 2],
      [CABLE, 1],
    ];
    await waitFor(() => expect(shop.lines()).toEqual(expected));
    expect(quantities(store.getState().cart.cartItems)).toEqual(expected);
    // The retry was the merge the server had taken, not the cart as it had become.
    const [first, retry] = sentMerges(shop.server);
    expect(retry).toEqual(first);
  });

  it('keeps what the shopper did while the answer was out, and saves it', async () => {
    aVisitorCart(itemOf(PHONE, 2));
    const shop = createShop([{ productId: CASE, quantity: 1 }]);
    let answerNow = () => {};
    shop.answerMerge = (answer) => new Promise((resolve) => (answerNow = () => resolve(answer)));
    const store = createAppStore({ cartSaveDelayMs: 0 });
    await store.dispatch(refreshSession());
    await waitFor(() => expect(sentMerges(shop.server)).toHaveLength(1));

    // One more phone and a cable, clicked while the merge's answer is on its way.
    store.dispatch(addToCart(catalogue[PHONE]!));
    store.dispatch(addToCart(catalogue[CABLE]!));
    answerNow();

    const expected = [
      [CASE, 1],
      [PHONE, 3],
      [CABLE, 1],
    ];
    await waitFor(() => expect(shop.lines()).toEqual(expected));
    expect(quantities(store.getState().cart.cartItems)).toEqual(expected);
    expect(sentMerges(shop.server)).toHaveLength(1);
  });

  it('keeps what the shopper did while the saved cart was read at app start', async () => {
    aVisitorCart(itemOf(CASE, 1));
    localStorage.setItem('cartOwnerID', ada.id);
    const shop = createShop([{ productId: CASE, quantity: 1 }]);
    let answerNow = () => {};
    const read = new Promise<void>((resolve) => (answerNow = resolve));
    shop.server.on('GET /api/cart', async () => {
      await read;
      return { body: { items: [itemOf(CASE, 1)], totalQuantity: 1, totalAmountCents: 1_050 } };
    });
    const store = createAppStore({ cartSaveDelayMs: 0 });
    await store.dispatch(refreshSession());
    await waitFor(() => expect(shop.server.sentTo('GET /api/cart')).toHaveLength(1));

    store.dispatch(addToCart(catalogue[PHONE]!));
    answerNow();

    await waitFor(() =>
      expect(shop.lines()).toEqual([
        [CASE, 1],
        [PHONE, 1],
      ]),
    );
    expect(quantities(store.getState().cart.cartItems)).toEqual(shop.lines());
    expect(sentMerges(shop.server)).toHaveLength(0);
  });

  it('starts afresh from the cart when the server refused the waiting merge', async () => {
    aVisitorCart(itemOf(PHONE, 2));
    const shop = createShop([]);
    shop.server.on('POST /api/cart/merge', {
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Invalid input.' } },
    });
    await createAppStore().dispatch(refreshSession());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(localStorage.getItem('cartMerge')).toBeNull();

    await createAppStore().dispatch(refreshSession());
    await waitFor(() => expect(sentMerges(shop.server)).toHaveLength(2));
    const [first, second] = sentMerges(shop.server);
    expect(second?.mergeId).not.toBe(first?.mergeId);
  });

  it('forgets a waiting merge when the shopper signs out', async () => {
    aVisitorCart(itemOf(PHONE, 2));
    const shop = createShop([]);
    shop.answerMerge = lostAnswer;
    const store = createAppStore();
    await store.dispatch(refreshSession());
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(localStorage.getItem('cartMerge')).not.toBeNull();

    await store.dispatch(logOut());
    await waitFor(() => expect(store.getState().cart.cartItems).toEqual([]));
    expect(localStorage.getItem('cartMerge')).toBeNull();
  });
});
