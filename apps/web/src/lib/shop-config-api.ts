// Public settings of this shop (GET /api/config): Google sign-in on or off, the payment provider and
// Stripe's publishable key. Shared by the login page, the checkout and the admin's test-mode notice.
import type { ShopConfig } from '@eshop/shared';
import { api } from './api';

export const shopConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Its contact details change when the owner saves them (Admin > Settings).
    getShopConfig: build.query<ShopConfig, void>({ query: () => '/config', providesTags: ['ShopSettings'] }),
  }),
});

export const { useGetShopConfigQuery } = shopConfigApi;
