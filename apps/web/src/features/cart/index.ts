// The cart feature's public face: other features and the app import from here only.
export {
  cartSlice,
  createCartState,
  addToCart,
  decreaseCart,
  removeFromCart,
  clearCart,
  saveURL,
  selectCartItems,
  selectCartQuantityOf,
  selectCartTotalAmount,
  selectCartTotalQuantity,
  type CartItem,
  type CartProduct,
  type CartState,
} from './cart-slice';
export { loadCartItems } from './cart-storage';
export { cartListenerMiddleware } from './cart-listeners';
export { CartLink } from './components/cart-link';
export { CartPage } from './components/cart-page';
