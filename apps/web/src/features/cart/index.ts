// The cart feature's public face: other features and the app import from here only.
export {
  cartSlice,
  cartChangeActions,
  createCartState,
  findCartLine,
  lineKeyOf,
  addToCart,
  maxCartQuantity,
  decreaseCart,
  removeFromCart,
  clearCart,
  replaceCart,
  saveURL,
  selectCartItems,
  selectCartQuantityOf,
  selectCartTotalAmount,
  selectCartTotalQuantity,
  selectPreviousURL,
  type CartItem,
  type CartProduct,
  type CartState,
} from './cart-slice';
export {
  loadCartItems,
  loadCartOwner,
  loadPendingMerge,
  loadPreviousURL,
  loadUnsavedCartOwner,
  saveCartOwner,
  savePendingMerge,
  saveUnsavedCartOwner,
} from './cart-storage';
export { toCartBody, toCheckoutLine } from './cart-lines';
export { newMergeId } from './new-merge-id';
export { reconcileSavedCart } from './reconcile-saved-cart';
export { cartApi } from './api/cart-api';
export { cartListenerMiddleware } from './cart-listeners';
export { CartLink } from './components/cart-link';
export { CartDrawerProvider, useOpenCartDrawer } from './components/cart-drawer';
