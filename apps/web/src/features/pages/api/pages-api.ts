// The shop's pages (shipping, returns, privacy, terms): read by anyone, saved by the admin.
import type { ShopPage, ShopPageBody, ShopPageSlug } from '@eshop/shared';
import { api } from '../../../lib/api';

export const pagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopPage: build.query<ShopPage, ShopPageSlug>({
      query: (slug) => `/pages/${slug}`,
      providesTags: (_result, _error, slug) => [{ type: 'ShopPage', id: slug }],
    }),
    saveShopPage: build.mutation<ShopPage, ShopPageBody & { slug: ShopPageSlug }>({
      query: ({ slug, ...body }) => ({ url: `/admin/pages/${slug}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { slug }) => [{ type: 'ShopPage', id: slug }],
    }),
  }),
});

export const { useGetShopPageQuery, useSaveShopPageMutation } = pagesApi;
