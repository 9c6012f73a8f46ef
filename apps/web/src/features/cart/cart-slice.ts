// The cart's rules (spec section 4). Totals are recomputed inside every reducer, so the state and
// what is saved never lag behind the items (a deliberate fix of the spec's app, DESIGN.md 5.4).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lineKeyOf, MAX_CART_QUANTITY, sumLineTotals, type CartItem, type Product } from '@eshop/shared';

/**
 * The spec's cart item (id, name, price in cents, imageURL, cartQuantity), as the API sends it, with
 * the variant it is (decision 060). A line is known by `lineKeyOf`: its variant, or, for a line added
 * before the variant was known (a product without options), its product.
 */
export type { CartItem } from '@eshop/shared';
export { lineKeyOf } from '@eshop/shared';

export type CartProduct = Pick<Product, 'id' | 'name' | 'priceCents' | 'imageURL'> &
  Pick<CartItem, 'variantId' | 'variantTitle' | 'sku'> & { stock?: number };

/** The variant fields a line carries when it has them. */
const variantFields = ({
  variantId,
  variantTitle,
  sku,
}: Pick<CartItem, 'variantId' | 'variantTitle' | 'sku'>) => ({
  ...(variantId === undefined ? {} : { variantId }),
  ...(variantTitle === undefined ? {} : { variantTitle }),
  ...(sku === undefined ? {} : { sku }),
});

/** The most of one product a cart may hold: what is in stock, and never past what the server takes. */
export const maxCartQuantity = (item: { stock?: number | undefined }): number =>
  Math.min(MAX_CART_QUANTITY, item.stock ?? MAX_CART_QUANTITY);

export type CartState = {
  cartItems: CartItem[];
  /** Subtotal in cents: sum of price x quantity. */
  cartTotalAmount: number;
  cartTotalQuantity: number;
  /** Where Check Out came from; the login page goes back there (spec 4, Login redirect). */
  previousURL: string;
};

export const calculateTotals = (items: readonly CartItem[]) => ({
  cartTotalAmount: sumLineTotals(items),
  cartTotalQuantity: items.reduce((sum, item) => sum + item.cartQuantity, 0),
});

export const createCartState = (cartItems: CartItem[] = [], previousURL = ''): CartState => ({
  cartItems,
  ...calculateTotals(cartItems),
  previousURL,
});

const applyTotals = (state: CartState) => {
  Object.assign(state, calculateTotals(state.cartItems));
};

export const cartSlice = createSlice({
  name: 'cart',
  initialState: createCartState(),
  reducers: {
    /** One more of the product's variant, or `quantity` more (the product page's stepper). */
    addToCart(state, action: PayloadAction<CartProduct & { quantity?: number }>) {
      const { id, name, priceCents, imageURL, stock } = action.payload;
      const adding = Math.max(1, Math.floor(action.payload.quantity ?? 1));
      // The line of this variant; for a product without options (added without a variant) the
      // product's line, which carries its single variant's id once the server has answered.
      const existing = findCartLine(state.cartItems, id, action.payload.variantId);
      // The line stops at what is in stock (the server refuses more at checkout) and at
      // MAX_CART_QUANTITY (the server refuses a longer line).
      if (existing) {
        if (stock !== undefined) existing.stock = stock;
        // Adding never lowers a line already above the stock (the cart row says how many are left).
        existing.cartQuantity = Math.max(
          existing.cartQuantity,
          Math.min(existing.cartQuantity + adding, maxCartQuantity(existing)),
        );
      } else if (maxCartQuantity({ stock }) > 0) {
        state.cartItems.push({
          id,
          ...variantFields(action.payload),
          name,
          priceCents,
          imageURL,
          cartQuantity: Math.min(adding, maxCartQuantity({ stock })),
          ...(stock === undefined ? {} : { stock }),
        });
      }
      applyTotals(state);
    },
    /** One less of a line (named by `lineKeyOf`); the last one removes it. */
    decreaseCart(state, action: PayloadAction<string>) {
      const existing = state.cartItems.find((item) => lineKeyOf(item) === action.payload);
      if (!existing) return;
      if (existing.cartQuantity > 1) existing.cartQuantity -= 1;
      else state.cartItems = state.cartItems.filter((item) => lineKeyOf(item) !== action.payload);
      applyTotals(state);
    },
    /** Removes a line (named by `lineKeyOf`). */
    removeFromCart(state, action: PayloadAction<string>) {
      state.cartItems = state.cartItems.filter((item) => lineKeyOf(item) !== action.payload);
      applyTotals(state);
    },
    clearCart(state) {
      state.cartItems = [];
      applyTotals(state);
    },
    /** The saved cart of a signed-in shopper, as the server answered (or empty at logout). */
    replaceCart(state, action: PayloadAction<CartItem[]>) {
      // The server's cart says how many are in stock; a line above it stays as the shopper asked
      // (checkout names the product that is short) but cannot be raised further.
      state.cartItems = action.payload.map(
        ({ id, name, priceCents, imageURL, cartQuantity, stock, ...variant }) => ({
          id,
          ...variantFields(variant),
          name,
          priceCents,
          imageURL,
          cartQuantity: Math.min(cartQuantity, MAX_CART_QUANTITY),
          ...(stock === undefined ? {} : { stock }),
        }),
      );
      applyTotals(state);
    },
    saveURL(state, action: PayloadAction<string>) {
      state.previousURL = action.payload;
    },
  },
});

export const { addToCart, decreaseCart, removeFromCart, clearCart, replaceCart, saveURL } = cartSlice.actions;

/** The changes a shopper makes; a signed-in shopper's are saved on the server too. */
export const cartChangeActions = [addToCart, decreaseCart, removeFromCart, clearCart] as const;

type WithCart = { cart: CartState };
export const selectCartItems = (state: WithCart) => state.cart.cartItems;
export const selectPreviousURL = (state: WithCart) => state.cart.previousURL;
export const selectCartTotalAmount = (state: WithCart) => state.cart.cartTotalAmount;
export const selectCartTotalQuantity = (state: WithCart) => state.cart.cartTotalQuantity;
/**
 * The cart's line of a product: of its variant when named, else (a product without options, whose
 * line may carry its single variant's id once the server has answered) the product's line.
 */
export const findCartLine = (items: readonly CartItem[], productId: string, variantId?: string) =>
  variantId
    ? items.find((item) => item.variantId === variantId)
    : items.find((item) => item.id === productId);

/** Units of a product's line (its variant's, when named) in the cart. */
export const selectCartQuantityOf = (state: WithCart, productId: string, variantId?: string) =>
  findCartLine(state.cart.cartItems, productId, variantId)?.cartQuantity ?? 0;
