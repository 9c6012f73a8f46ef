import { describe, expect, it } from 'vitest';
import { MAX_CART_QUANTITY } from '@eshop/shared';
import {
  addToCart,
  cartSlice,
  clearCart,
  createCartState,
  decreaseCart,
  removeFromCart,
  replaceCart,
  type CartProduct,
  type CartState,
} from './cart-slice';
import { CART_STORAGE_KEY, loadCartItems, saveCartItems } from './cart-storage';

const reduce = cartSlice.reducer;
const phone: CartProduct = { id: 'p1', name: 'Phone', priceCents: 19_999, imageURL: '/uploads/p1.svg' };
const shoe: CartProduct = { id: 'p2', name: 'Shoe', priceCents: 10, imageURL: '/uploads/p2.svg' };

const withItems = (...products: CartProduct[]): CartState =>
  products.reduce((state, product) => reduce(state, addToCart(product)), createCartState());

describe('cart slice', () => {
  it('stops a line at the stock, never adds a sold-out product, and never lowers a line by adding', () => {
    let state = reduce(createCartState(), addToCart({ ...phone, stock: 2, quantity: 5 }));
    expect(state.cartItems[0]?.cartQuantity).toBe(2);
    state = reduce(state, addToCart({ ...shoe, stock: 0 }));
    expect(state.cartItems.map((item) => item.id)).toEqual(['p1']);
    // The server's cart says 3 are wanted but 1 is left: adding keeps the 3 (the row says so).
    state = reduce(state, replaceCart([{ ...phone, cartQuantity: 3, stock: 1 }]));
    state = reduce(state, addToCart({ ...phone, stock: 1 }));
    expect(state.cartItems[0]?.cartQuantity).toBe(3);
  });

  it('adds a new product with quantity 1', () => {
    const state = withItems(phone);
    expect(state.cartItems).toEqual([{ ...phone, cartQuantity: 1 }]);
    expect(state.cartTotalQuantity).toBe(1);
    expect(state.cartTotalAmount).toBe(19_999);
  });

  it('raises the quantity by 1 when the product is already in the cart', () => {
    const state = withItems(phone, phone, shoe);
    expect(state.cartItems.map((item) => [item.id, item.cartQuantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
    expect(state.cartTotalQuantity).toBe(3);
  });

  it('keeps totals exact in cents', () => {
    // 0.1 + 0.2 style sums would drift in dollars; in cents they are exact.
    const state = withItems(shoe, shoe, shoe, phone);
    expect(state.cartTotalAmount).toBe(30 + 19_999);
  });

  it('lowers the quantity by 1, and removes the item when it was 1', () => {
    let state = withItems(phone, phone, shoe);
    state = reduce(state, decreaseCart('p1'));
    expect(state.cartItems.find((item) => item.id === 'p1')?.cartQuantity).toBe(1);
    state = reduce(state, decreaseCart('p1'));
    expect(state.cartItems.map((item) => item.id)).toEqual(['p2']);
    expect(state.cartTotalQuantity).toBe(1);
    expect(state.cartTotalAmount).toBe(10);
  });

  it('stops a line at the most the server accepts', () => {
    let state = reduce(createCartState(), replaceCart([{ ...phone, cartQuantity: MAX_CART_QUANTITY - 1 }]));
    state = reduce(state, addToCart(phone));
    state = reduce(state, addToCart(phone));
    expect(state.cartItems[0]?.cartQuantity).toBe(MAX_CART_QUANTITY);
    expect(state.cartTotalQuantity).toBe(MAX_CART_QUANTITY);
    expect(state.cartTotalAmount).toBe(MAX_CART_QUANTITY * 19_999);

    const replaced = reduce(state, replaceCart([{ ...shoe, cartQuantity: MAX_CART_QUANTITY + 5 }]));
    expect(replaced.cartItems[0]?.cartQuantity).toBe(MAX_CART_QUANTITY);
  });

  it('ignores a decrease of a product that is not in the cart', () => {
    const state = withItems(phone);
    expect(reduce(state, decreaseCart('nope'))).toEqual(state);
  });

  it('removes an item whatever its quantity', () => {
    const state = reduce(withItems(phone, phone, shoe), removeFromCart('p1'));
    expect(state.cartItems.map((item) => item.id)).toEqual(['p2']);
    expect(state.cartTotalAmount).toBe(10);
    expect(state.cartTotalQuantity).toBe(1);
  });

  it('clears the cart and its totals', () => {
    const state = reduce(withItems(phone, shoe), clearCart());
    expect(state).toMatchObject({ cartItems: [], cartTotalAmount: 0, cartTotalQuantity: 0 });
  });
});

describe('cart storage', () => {
  it('round-trips the items through localStorage and derives the same totals', () => {
    localStorage.clear();
    const state = withItems(phone, phone, shoe);
    saveCartItems(state.cartItems);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '')).toEqual(state.cartItems);

    const restored = createCartState(loadCartItems());
    expect(restored.cartItems).toEqual(state.cartItems);
    expect(restored.cartTotalAmount).toBe(2 * 19_999 + 10);
    expect(restored.cartTotalQuantity).toBe(3);
  });

  it('starts empty when nothing or garbage is stored, and drops invalid items', () => {
    localStorage.clear();
    expect(loadCartItems()).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(loadCartItems()).toEqual([]);
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ ...phone, cartQuantity: 2 }, { id: 'x', name: 'Bad', priceCents: '5' }, null]),
    );
    expect(loadCartItems()).toEqual([{ ...phone, cartQuantity: 2 }]);
  });

  it('adds to the saved line of a product without options, which the server named by its variant', () => {
    let state = reduce(
      createCartState(),
      replaceCart([{ ...phone, variantId: 'v-phone', variantTitle: '', cartQuantity: 1 }]),
    );
    state = reduce(state, addToCart(phone));
    expect(state.cartItems.map((item) => [item.variantId, item.cartQuantity])).toEqual([['v-phone', 2]]);
  });

  it('keeps two variants of one product as two lines, each lowered and removed on its own', () => {
    const size41 = { ...shoe, variantId: 'v41', variantTitle: '41' };
    const size42 = { ...shoe, variantId: 'v42', variantTitle: '42' };
    let state = withItems(size41, size42, size41);
    expect(state.cartItems.map((item) => [item.variantTitle, item.cartQuantity])).toEqual([
      ['41', 2],
      ['42', 1],
    ]);
    state = reduce(state, decreaseCart('v42'));
    expect(state.cartItems.map((item) => item.variantTitle)).toEqual(['41']);
    state = reduce(state, removeFromCart('v41'));
    expect(state.cartItems).toEqual([]);
  });
});
