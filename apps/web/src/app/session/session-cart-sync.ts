// The cart follows the signed-in shopper (DESIGN.md 5.4). When a session appears (app start, login,
// return from Google) the visitor's lines are merged into the saved cart and the server's answer,
// with any change made here meanwhile, becomes the cart; while signed in every change is saved; at
// sign-out the browser's copy is emptied.
import { createListenerMiddleware, isAnyOf, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { notify } from '../../lib/notify';
import type { CartLineInput, CartResponse } from '@eshop/shared';
import {
  getGoogleSignInError,
  refreshSession,
  takeGoogleSignInPending,
  type AuthState,
} from '../../features/auth';
import {
  cartApi,
  cartChangeActions,
  loadCartOwner,
  loadPendingMerge,
  loadUnsavedCartOwner,
  newMergeId,
  reconcileSavedCart,
  replaceCart,
  saveCartOwner,
  savePendingMerge,
  saveUnsavedCartOwner,
  toCartBody,
  type CartItem,
  type CartState,
} from '../../features/cart';
import { copy } from '../../copy';
import { isFetchError } from '../../lib/api-error';
import { createCartSaver, SAVE_DELAY_MS, type CartSaver } from './cart-saver';

type SyncState = { auth: AuthState; cart: CartState };
type SyncDispatch = ThunkDispatch<SyncState, unknown, UnknownAction>;

export type SessionCartSync = {
  middleware: ReturnType<typeof createListenerMiddleware>['middleware'];
  /** Finishes every pending save; logout waits for it before the session ends. */
  flush: () => Promise<void>;
};

const isUnauthorized = (error: unknown) => isFetchError(error) && error.status === 401;

/** One per store: it holds that store's pending save. */
export const createSessionCartSync = ({ saveDelayMs = SAVE_DELAY_MS } = {}): SessionCartSync => {
  const listener = createListenerMiddleware();
  const startListening = listener.startListening.withTypes<SyncState, SyncDispatch>();

  let saver: CartSaver | undefined;
  /** The shopper whose saved cart the browser's cart now mirrors; changes are saved only then. */
  let syncedUserID: string | null = null;

  const getSaver = (dispatch: SyncDispatch) =>
    (saver ??= createCartSaver(
      async (items, { keepalive }) => {
        try {
          await dispatch(
            cartApi.endpoints.saveServerCart.initiate(
              { body: toCartBody(items), keepalive },
              { track: false },
            ),
          ).unwrap();
        } catch (error) {
          // Signed out elsewhere or expired: ask again, and the session change settles the cart.
          if (isUnauthorized(error)) void dispatch(refreshSession());
          else notify.error(copy.cart.saveFailed, { toastId: 'cart-save-failed', outlivesPage: true });
          throw error;
        }
      },
      saveDelayMs,
      () => saveUnsavedCartOwner(''),
    ));

  /** Saves the items soon; until the server has them, the stored copy is marked as ahead of it. */
  const scheduleSave = (dispatch: SyncDispatch, userID: string, items: readonly CartItem[]) => {
    saveUnsavedCartOwner(userID);
    getSaver(dispatch).schedule(items);
  };

  /** The saved cart, and the lines this browser held when it asked (to replay changes made since). */
  const fetchSavedCart = async (
    dispatch: SyncDispatch,
    userID: string,
    cart: CartState,
  ): Promise<{ saved: CartResponse; sent: CartLineInput[] }> => {
    // Items that are not yet any shopper's are a visitor's: they join the saved cart. Items stored
    // for a shopper already are a copy of the saved cart; merging them again would double them.
    const owner = loadCartOwner();
    const isVisitorCart = owner === '';
    // A merge whose answer never arrived goes again as it was, so the server can tell it has it.
    const pending = isVisitorCart ? loadPendingMerge() : null;
    if (pending || (isVisitorCart && cart.cartItems.length > 0)) {
      const merge = pending ?? { mergeId: newMergeId(), ...toCartBody(cart.cartItems) };
      savePendingMerge(merge);
      try {
        const saved = await dispatch(
          cartApi.endpoints.mergeServerCart.initiate(merge, { track: false }),
        ).unwrap();
        return { saved, sent: merge.items };
      } catch (error) {
        // Refused as it stands (not a lost answer): the next try starts from the cart as it is then.
        if (isFetchError(error) && error.status === 400) savePendingMerge(null);
        throw error;
      }
    }
    const sent = toCartBody(cart.cartItems);
    // A copy changed after its last save answered (the save may still be on its way from the page
    // before): this copy is the newest cart, so it is sent rather than read back.
    if (owner === userID && loadUnsavedCartOwner() === userID) {
      try {
        const saved = await dispatch(
          cartApi.endpoints.saveServerCart.initiate({ body: sent, keepalive: false }, { track: false }),
        ).unwrap();
        saveUnsavedCartOwner('');
        return { saved, sent: sent.items };
      } catch (error) {
        // Refused as it stands: the next page load reads the saved cart instead.
        if (isFetchError(error) && error.status === 400) saveUnsavedCartOwner('');
        throw error;
      }
    }
    const saved = await dispatch(
      cartApi.endpoints.getServerCart.initiate(undefined, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    return { saved, sent: sent.items };
  };

  startListening({
    predicate: (_action, current, original) =>
      current.auth.hasCheckedSession &&
      (current.auth.userID !== original.auth.userID ||
        current.auth.hasCheckedSession !== original.auth.hasCheckedSession),
    effect: async (_action, api) => {
      const wasSignedIn = api.getOriginalState().auth.userID !== null;
      const { userID } = api.getState().auth;
      saver?.cancel();
      syncedUserID = null;
      const isGoogleReturn = takeGoogleSignInPending();

      if (userID === null) {
        // Signed out, or a visitor whose browser still holds a signed-in shopper's copy: the saved
        // cart stays on the server for the next sign-in; this browser forgets it.
        if (wasSignedIn || loadCartOwner() !== '') {
          api.dispatch(replaceCart([]));
          saveCartOwner('');
          savePendingMerge(null);
          saveUnsavedCartOwner('');
        }
        // Better Auth's own error (?error=...) is explained on the login page, so no toast on top.
        if (isGoogleReturn && !getGoogleSignInError(window.location.search)) {
          notify.error(copy.auth.googleFailed, { outlivesPage: true });
        }
        return;
      }

      if (isGoogleReturn) notify.success(copy.auth.googleLoginSuccess);
      try {
        const { saved, sent } = await fetchSavedCart(api.dispatch, userID, api.getState().cart);
        // The shopper may have signed out while the request was out.
        if (api.getState().auth.userID !== userID) return;
        const cart = reconcileSavedCart(saved.items, sent, api.getState().cart.cartItems);
        api.dispatch(replaceCart(cart.items));
        // NOTE: owner and pending merge change together: from here on the stored items are a copy
        // of the saved cart, and a reload must read it, not merge again.
        saveCartOwner(userID);
        savePendingMerge(null);
        syncedUserID = userID;
        // Changes made while the request was out are not on the server yet.
        if (cart.hasLocalEdits) scheduleSave(api.dispatch, userID, api.getState().cart.cartItems);
      } catch {
        // The browser's cart stays as it is, unsaved; the next page load tries again.
        notify.error(copy.cart.loadFailed, { toastId: 'cart-load-failed', outlivesPage: true });
      }
    },
  });

  startListening({
    matcher: isAnyOf(...cartChangeActions),
    effect: (_action, api) => {
      const { auth, cart } = api.getState();
      if (auth.userID !== null && auth.userID === syncedUserID) {
        scheduleSave(api.dispatch, auth.userID, cart.cartItems);
      }
    },
  });

  return { middleware: listener.middleware, flush: () => saver?.flush() ?? Promise.resolve() };
};
