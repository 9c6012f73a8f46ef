// The signed-in shopper's saved cart on the server. Only ids and quantities go up; names and prices
// come back from the catalogue (DESIGN.md 5.4). Visitors never call these (the server answers 401).
import type { CartInput, CartMergeInput, CartResponse } from '@eshop/shared';
import { api } from '../../../lib/api';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServerCart: build.query<CartResponse, void>({
      query: () => '/cart',
      keepUnusedDataFor: 0,
    }),
    /** Replaces the saved cart. `keepalive` lets the last save finish while the page unloads. */
    saveServerCart: build.mutation<CartResponse, { body: CartInput; keepalive?: boolean }>({
      query: ({ body, keepalive }) => ({ url: '/cart', method: 'PUT', body, keepalive }),
      // The cart replaced whole: the same outcome however often it is sent.
      extraOptions: { retryUnavailable: true },
    }),
    /** Adds a visitor's lines into the saved cart (at sign-in); a retry with the same mergeId adds nothing. */
    mergeServerCart: build.mutation<CartResponse, CartMergeInput>({
      query: (body) => ({ url: '/cart/merge', method: 'POST', body }),
      // A merge sent again with its mergeId adds nothing.
      extraOptions: { retryUnavailable: true },
    }),
  }),
});
