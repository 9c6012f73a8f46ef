// The Redux store: the spec's auth, filter, cart and checkout slices plus the RTK Query cache (the
// products, their price range and the orders are server data, read from the cache). The cart starts
// from the browser's storage; the session sync keeps it in step with the signed-in shopper's saved cart.
import { configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth';
import {
  cartListenerMiddleware,
  cartSlice,
  createCartState,
  loadCartItems,
  loadPreviousURL,
} from '../features/cart';
import { filterSlice } from '../features/catalog';
import { checkoutSlice } from '../features/checkout/checkout-slice';
import { checkoutListenerMiddleware, loadCheckoutState } from '../features/checkout/checkout-storage';
import { api } from '../lib/api';
import { createSessionCartSync, type SessionCartSync } from './session/session-cart-sync';

/** What thunks get as their third argument: logging out waits for the cart's pending save. */
export type StoreExtra = { cartSync: Pick<SessionCartSync, 'flush'> };

/** A server draw follows no session: it never saves a cart, so there is nothing to wait for. */
const serverDrawExtra: StoreExtra = { cartSync: { flush: () => Promise.resolve() } };

type StoreOptions = {
  cartSaveDelayMs?: number;
  /**
   * A server draw's store: the browser's storage does not exist, the page is drawn for a visitor,
   * and nothing listens. The cart's and checkout's listeners save to the browser's storage and the
   * session's sync follows the signed-in shopper; a draw dispatches nothing they act on, and each of
   * RTK Query's hooks dispatches once as it mounts, through every middleware (decision 082). Its
   * notifications are not batched either (decision 084).
   */
  forServerDraw?: boolean;
};

const reducer = {
  auth: authSlice.reducer,
  filter: filterSlice.reducer,
  cart: cartSlice.reducer,
  checkout: checkoutSlice.reducer,
  [api.reducerPath]: api.reducer,
};

export const createAppStore = ({ cartSaveDelayMs, forServerDraw = false }: StoreOptions = {}) => {
  if (forServerDraw) {
    return configureStore({
      reducer,
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware({ thunk: { extraArgument: serverDrawExtra } }).concat(api.middleware),
      // Redux Toolkit batches RTK Query's notifications to a timer 10 ms on where there is no
      // requestAnimationFrame. On the server that timer held each drawn page's store, and through it
      // the page's data, past the draw: V8's young-generation collections kept moving them to the old
      // generation (decision 084). Nothing subscribes to a server draw's store, so nothing is batched.
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: false }),
    });
  }
  const cartSync = createSessionCartSync({ saveDelayMs: cartSaveDelayMs });
  const extra: StoreExtra = { cartSync };
  return configureStore({
    reducer,
    preloadedState: {
      cart: createCartState(loadCartItems(), loadPreviousURL()),
      checkout: loadCheckoutState(),
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(
          cartListenerMiddleware.middleware,
          cartSync.middleware,
          checkoutListenerMiddleware.middleware,
        )
        .concat(api.middleware),
  });
};

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
