import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { refreshSession, sessionApi } from '../../features/auth';
import { addToCart, type CartItem } from '../../features/cart';
import { createFakeApi } from '../../test/fake-api';
import { logOut } from './log-out';
import { createAppStore } from '../store';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/notify', () => ({ notify: toast }));

const PHONE_ID = '11111111-1111-4111-8111-111111111111';
const CASE_ID = '22222222-2222-4222-8222-222222222222';
const phone: CartItem = {
  id: PHONE_ID,
  name: 'Phone',
  priceCents: 19_999,
  imageURL: '/p.svg',
  cartQuantity: 2,
};
const case_: CartItem = { id: CASE_ID, name: 'Case', priceCents: 1_050, imageURL: '/c.svg', cartQuantity: 1 };
const ada = { id: 'user-1', email: 'ada@example.com', displayName: 'Ada', isAdmin: false };

const cartResponse = (items: CartItem[]) => ({
  body: {
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.cartQuantity, 0),
    totalAmountCents: items.reduce((sum, item) => sum + item.priceCents * item.cartQuantity, 0),
  },
});

const storedItems = () => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as CartItem[];

describe('the cart follows the signed-in shopper', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.clearAllMocks();
  });

  it('merges a visitor cart into the saved cart at sign-in and shows the merged cart', async () => {
    localStorage.setItem('cartItems', JSON.stringify([phone]));
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: null } });
    const store = createAppStore({ cartSaveDelayMs: 0 });
    await store.dispatch(refreshSession());
    expect(server.sentTo('POST /api/cart/merge')).toHaveLength(0);

    // The saved cart already held a case; the server adds the visitor's phones to it.
    server.on('GET /api/session', { body: { user: ada } });
    server.on('POST /api/cart/merge', cartResponse([case_, phone]));
    await store.dispatch(refreshSession());

    await waitFor(() => expect(store.getState().cart.cartItems).toEqual([case_, phone]));
    expect(server.sentTo('POST /api/cart/merge')[0]?.body).toMatchObject({
      items: [{ productId: PHONE_ID, quantity: 2 }],
    });
    expect(store.getState().cart.cartTotalQuantity).toBe(3);
    expect(storedItems()).toEqual([case_, phone]);
    expect(localStorage.getItem('cartMerge')).toBeNull();
  });

  it('loads the saved cart without merging when the browser holds a copy of it already', async () => {
    localStorage.setItem('cartItems', JSON.stringify([phone]));
    localStorage.setItem('cartOwnerID', ada.id);
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: ada } });
    server.on('GET /api/cart', cartResponse([case_]));
    const store = createAppStore();
    await store.dispatch(refreshSession());

    await waitFor(() => expect(store.getState().cart.cartItems).toEqual([case_]));
    expect(server.sentTo('POST /api/cart/merge')).toHaveLength(0);
  });

  it('sends a copy changed after its last save instead of reading a saved cart that may lag behind it', async () => {
    // The page before added a second phone and went away; its save may not have reached the server.
    localStorage.setItem('cartItems', JSON.stringify([phone]));
    localStorage.setItem('cartOwnerID', ada.id);
    localStorage.setItem('cartUnsaved', ada.id);
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: ada } });
    server.on('GET /api/cart', cartResponse([{ ...phone, cartQuantity: 1 }]));
    server.on('PUT /api/cart', cartResponse([phone]));
    const store = createAppStore();
    await store.dispatch(refreshSession());

    await waitFor(() => expect(localStorage.getItem('cartUnsaved')).toBeNull());
    expect(store.getState().cart.cartItems).toEqual([phone]);
    expect(server.sentTo('GET /api/cart')).toHaveLength(0);
    expect(server.sentTo('PUT /api/cart')[0]?.body).toEqual({
      items: [{ productId: PHONE_ID, quantity: 2 }],
    });
  });

  it('marks the copy as ahead of the server from a change until its save is answered', async () => {
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: ada } });
    server.on('GET /api/cart', cartResponse([]));
    server.on('PUT /api/cart', cartResponse([phone]));
    const store = createAppStore({ cartSaveDelayMs: 20 });
    await store.dispatch(refreshSession());
    await waitFor(() => expect(localStorage.getItem('cartOwnerID')).toBe(ada.id));
    expect(localStorage.getItem('cartUnsaved')).toBeNull();

    store.dispatch(addToCart(phone));
    expect(localStorage.getItem('cartUnsaved')).toBe(ada.id);
    await waitFor(() => expect(server.sentTo('PUT /api/cart')).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('cartUnsaved')).toBeNull());
  });

  it('saves every change while signed in, the last state winning', async () => {
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: ada } });
    server.on('GET /api/cart', cartResponse([]));
    server.on('PUT /api/cart', (body) => ({
      body: { items: [], totalQuantity: 0, totalAmountCents: 0, body },
    }));
    const store = createAppStore({ cartSaveDelayMs: 20 });
    await store.dispatch(refreshSession());
    await waitFor(() => expect(localStorage.getItem('cartOwnerID')).toBe(ada.id));

    store.dispatch(addToCart(phone));
    store.dispatch(addToCart(phone));
    store.dispatch(addToCart(case_));

    await waitFor(() => expect(server.sentTo('PUT /api/cart')).toHaveLength(1));
    expect(server.sentTo('PUT /api/cart')[0]?.body).toEqual({
      items: [
        { productId: PHONE_ID, quantity: 2 },
        { productId: CASE_ID, quantity: 1 },
      ],
    });
  });

  it('does not send a visitor cart anywhere', async () => {
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: null } });
    // Answered, so a save that went out anyway would be listed below (and not only refused).
    server.on('PUT /api/cart', { body: { items: [], totalQuantity: 0, totalAmountCents: 0 } });
    const store = createAppStore({ cartSaveDelayMs: 0 });
    await store.dispatch(refreshSession());
    vi.useFakeTimers();
    try {
      store.dispatch(addToCart(phone));
      // Runs any save the change scheduled, instead of sleeping past it.
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    expect(server.sent.map((request) => request.path)).toEqual(['/api/session']);
  });

  it('saves the last change, then empties the browser cart at logout', async () => {
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: ada } });
    server.on('GET /api/cart', cartResponse([]));
    server.on('PUT /api/cart', cartResponse([]));
    server.on('POST /api/auth/sign-out', { body: { success: true } });
    const store = createAppStore({ cartSaveDelayMs: 10_000 });
    await store.dispatch(refreshSession());
    await waitFor(() => expect(localStorage.getItem('cartOwnerID')).toBe(ada.id));

    store.dispatch(addToCart(phone));
    await store.dispatch(logOut());

    // The change made just before logout reached the server before the session ended.
    const paths = server.sent.map((request) => `${request.method} ${request.path}`);
    expect(paths.indexOf('PUT /api/cart')).toBeGreaterThan(-1);
    expect(paths.indexOf('PUT /api/cart')).toBeLessThan(paths.indexOf('POST /api/auth/sign-out'));

    expect(store.getState().auth.isLoggedIn).toBe(false);
    await waitFor(() => expect(store.getState().cart.cartItems).toEqual([]));
    expect(storedItems()).toEqual([]);
    expect(localStorage.getItem('cartOwnerID')).toBeNull();
  });

  it("forgets a signed-in shopper's copy when the next visit has no session", async () => {
    localStorage.setItem('cartItems', JSON.stringify([phone]));
    localStorage.setItem('cartOwnerID', ada.id);
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: null } });
    const store = createAppStore();
    expect(store.getState().cart.cartItems).toHaveLength(1);
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    await waitFor(() => expect(store.getState().cart.cartItems).toEqual([]));
  });

  it('welcomes a shopper back from Google sign-in, once', async () => {
    sessionStorage.setItem('googleSignInPending', '1');
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: ada } });
    server.on('GET /api/cart', cartResponse([]));
    const store = createAppStore();
    await store.dispatch(refreshSession());

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Login successfully.'));
    expect(sessionStorage.getItem('googleSignInPending')).toBeNull();
  });

  it("says a Google sign-in did not complete, unless the login page explains Better Auth's error", async () => {
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: null } });

    sessionStorage.setItem('googleSignInPending', '1');
    await createAppStore().dispatch(refreshSession());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Google sign-in did not complete. Please try again.', {
        outlivesPage: true,
      }),
    );

    vi.clearAllMocks();
    window.history.replaceState(null, '', '/login?error=account_not_linked');
    try {
      sessionStorage.setItem('googleSignInPending', '1');
      await createAppStore().dispatch(refreshSession());
      await waitFor(() => expect(sessionStorage.getItem('googleSignInPending')).toBeNull());
      expect(toast.error).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says nothing about Google on an ordinary visit with a session', async () => {
    const server = createFakeApi();
    server.on('GET /api/session', { body: { user: ada } });
    server.on('GET /api/cart', cartResponse([]));
    const store = createAppStore();
    await store.dispatch(refreshSession());
    await waitFor(() => expect(localStorage.getItem('cartOwnerID')).toBe(ada.id));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
