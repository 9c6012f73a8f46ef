// Side effects of cart actions, kept out of the reducers: save the items (and previousURL) after every
// change, and a few quiet toasts (removed, cleared; not one per plus or minus click). An added product
// opens the cart drawer instead (components/cart-drawer.tsx).
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { notify } from '../../lib/notify';
import { copy } from '../../copy';
import {
  addToCart,
  clearCart,
  decreaseCart,
  removeFromCart,
  lineKeyOf,
  replaceCart,
  saveURL,
  type CartState,
} from './cart-slice';
import { saveCartItems, savePreviousURL } from './cart-storage';

export const cartListenerMiddleware = createListenerMiddleware();
const startListening = cartListenerMiddleware.startListening.withTypes<{ cart: CartState }>();

startListening({
  matcher: isAnyOf(addToCart, decreaseCart, removeFromCart, clearCart, replaceCart),
  effect: (_action, listenerApi) => {
    saveCartItems(listenerApi.getState().cart.cartItems);
  },
});

startListening({
  actionCreator: saveURL,
  effect: (action) => savePreviousURL(action.payload),
});

const findItem = (state: { cart: CartState }, key: string) =>
  state.cart.cartItems.find((item) => lineKeyOf(item) === key);

const toastWhenRemoved = (
  action: { payload: string },
  listenerApi: { getOriginalState: () => { cart: CartState }; getState: () => { cart: CartState } },
) => {
  const before = findItem(listenerApi.getOriginalState(), action.payload);
  if (before && !findItem(listenerApi.getState(), action.payload)) {
    notify.info(copy.cart.removed(before.name), { toastId: `cart-remove-${action.payload}` });
  }
};

startListening({ actionCreator: decreaseCart, effect: toastWhenRemoved });
startListening({ actionCreator: removeFromCart, effect: toastWhenRemoved });

startListening({
  actionCreator: clearCart,
  effect: (_action, listenerApi) => {
    if (listenerApi.getOriginalState().cart.cartItems.length > 0) notify.info(copy.cart.cleared);
  },
});
