// Admin > Texts (decision 069): the owner's wording of storefront texts, read and saved one key at a
// time. A save refreshes the shop's config too (same tag), which carries the texts to the storefront.
import type { Language, SaveTextOverrideBody, TextOverridesResponse } from '@eshop/shared';
import { api } from '../../../../lib/api';

export const textsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTextOverrides: build.query<TextOverridesResponse, void>({
      query: () => '/admin/texts',
      providesTags: ['ShopSettings'],
    }),
    saveTextOverride: build.mutation<TextOverridesResponse, SaveTextOverrideBody & { language: Language }>({
      query: ({ language, ...body }) => ({ url: `/admin/texts/${language}`, method: 'PUT', body }),
      invalidatesTags: ['ShopSettings'],
    }),
  }),
});

export const { useGetTextOverridesQuery, useSaveTextOverrideMutation } = textsApi;
