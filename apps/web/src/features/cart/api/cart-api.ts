// The signed-in shopper's saved cart on the server. Only ids and quantities go up; names and prices
// come back from the catalogue (DESIGN.md 5.4). Visitors never call these (the server answers 401).
import type { CartLineInput, CartResponse } from '@eshop/shared';
import { MAX_CART_LINES, MAX_CART_QUANTITY } from '@eshop/shared';
import { api } from '../../../lib/api';
import type { CartItem } from '../cart-slice';

type CartBody = { items: CartLineInput[] };

// Product ids are UUIDs; anything else in an old localStorage entry would fail the whole request.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request body for a cart: valid lines only, within the server's limits. */
export const toCartBody = (items: readonly CartItem[]): CartBody => ({
  items: items
    .filter((item) => UUID.test(item.id) && item.cartQuantity > 0)
    .slice(0, MAX_CART_LINES)
    .map((item) => ({
      productId: item.id,
      quantity: Math.min(item.cartQuantity, MAX_CART_QUANTITY),
    })),
});

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServerCart: build.query<CartResponse, void>({
      query: () => '/cart',
      keepUnusedDataFor: 0,
    }),
    /** Replaces the saved cart. `keepalive` lets the last save finish while the page unloads. */
    saveServerCart: build.mutation<CartResponse, { body: CartBody; keepalive?: boolean }>({
      query: ({ body, keepalive }) => ({ url: '/cart', method: 'PUT', body, keepalive }),
    }),
    /** Adds a visitor's lines into the saved cart (at sign-in). */
    mergeServerCart: build.mutation<CartResponse, CartBody>({
      query: (body) => ({ url: '/cart/merge', method: 'POST', body }),
    }),
  }),
});
