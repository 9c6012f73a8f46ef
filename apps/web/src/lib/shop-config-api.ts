// Public settings of this shop (GET /api/config): Google sign-in on or off, the payment provider and
// Stripe's publishable key. Shared by the login page, the checkout and the admin's test-mode notice.
import type { ShopConfig } from '@eshop/shared';
import { api } from './api';
import { prepareOwnerTexts } from '../copy';

export const shopConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Its contact details change when the owner saves them (Admin > Settings).
    // The owner's texts are made ready to draw before the answer lands (a message of theirs needs the
    // ICU parser, loaded on demand).
    getShopConfig: build.query<ShopConfig, void>({
      query: () => '/config',
      // Without the parser (its download failed) the config lands all the same, and such a text reads
      // as the shop's default.
      transformResponse: async (config: ShopConfig) => {
        await prepareOwnerTexts(config.texts).catch(() => undefined);
        return config;
      },
      providesTags: ['ShopSettings'],
    }),
  }),
});

export const { useGetShopConfigQuery } = shopConfigApi;
