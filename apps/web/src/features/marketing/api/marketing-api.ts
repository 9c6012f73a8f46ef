// Bringing shoppers back (decision 070): the unsubscribe link's POST, and a checkout reminder's link
// back to its cart.
import type { RestoredCart, UnsubscribeBody } from '@eshop/shared';
import { api } from '../../../lib/api';

export const marketingApi = api.injectEndpoints({
  endpoints: (build) => ({
    unsubscribe: build.mutation<{ email: string }, UnsubscribeBody>({
      query: (body) => ({ url: '/unsubscribe', method: 'POST', body }),
    }),
    restoreCart: build.query<RestoredCart, { id: string; token: string }>({
      query: ({ id, token }) => ({ url: `/checkout/restore/${id}`, params: { token } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUnsubscribeMutation, useRestoreCartQuery } = marketingApi;
