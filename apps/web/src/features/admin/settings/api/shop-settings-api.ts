// The shop's own settings (Admin > Settings): name, logo and colours, the e-mail sender, how prices
// look, and the search synonyms. A save refreshes the shop's config too (same tag), so the header and prices follow at once.
import type {
  CurrencyFormat,
  EmailSender,
  EmailSenderInput,
  SearchSynonyms,
  SearchSynonymsInput,
  ShopCurrencySetting,
  ShopBranding,
  ShopBrandingInput,
} from '@eshop/shared';
import { api } from '../../../../lib/api';

export const shopSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopBranding: build.query<ShopBranding, void>({
      query: () => '/admin/settings/branding',
      providesTags: ['ShopSettings'],
    }),
    saveShopBranding: build.mutation<ShopBranding, ShopBrandingInput>({
      query: (body) => ({ url: '/admin/settings/branding', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings'],
    }),
    getEmailSender: build.query<EmailSender, void>({
      query: () => '/admin/settings/email-sender',
      providesTags: ['ShopSettings'],
    }),
    saveEmailSender: build.mutation<EmailSender, EmailSenderInput>({
      query: (body) => ({ url: '/admin/settings/email-sender', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings'],
    }),
    getShopCurrency: build.query<ShopCurrencySetting, void>({
      query: () => '/admin/settings/currency',
      providesTags: ['ShopSettings'],
    }),
    // Every price changed: the catalogue's answers and the admin's lists are refetched too.
    saveShopCurrency: build.mutation<ShopCurrencySetting, ShopCurrencySetting>({
      query: (body) => ({ url: '/admin/settings/currency', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings', 'Product'],
    }),
    getCurrencyFormat: build.query<CurrencyFormat, void>({
      query: () => '/admin/settings/currency-format',
      providesTags: ['ShopSettings'],
    }),
    saveCurrencyFormat: build.mutation<CurrencyFormat, CurrencyFormat>({
      query: (body) => ({ url: '/admin/settings/currency-format', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings'],
    }),
    getSearchSynonyms: build.query<SearchSynonyms, void>({
      query: () => '/admin/settings/search-synonyms',
      providesTags: ['ShopSettings'],
    }),
    // Listings found with the old synonyms are the storefront's to refetch (Product).
    saveSearchSynonyms: build.mutation<SearchSynonyms, SearchSynonymsInput>({
      query: (body) => ({ url: '/admin/settings/search-synonyms', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings', 'Product'],
    }),
  }),
});

export const {
  useGetShopBrandingQuery,
  useSaveShopBrandingMutation,
  useGetEmailSenderQuery,
  useSaveEmailSenderMutation,
  useGetShopCurrencyQuery,
  useSaveShopCurrencyMutation,
  useGetCurrencyFormatQuery,
  useSaveCurrencyFormatMutation,
  useGetSearchSynonymsQuery,
  useSaveSearchSynonymsMutation,
} = shopSettingsApi;
