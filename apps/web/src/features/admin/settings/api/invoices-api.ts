// The owner's settings kept in the database: whether order confirmations carry the invoice PDF, and
// the shop's contact details.
import type { InvoiceSettings, ShopContact, ShopContactInput } from '@eshop/shared';
import { api } from '../../../../lib/api';

export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceSettings: build.query<InvoiceSettings, void>({
      query: () => '/admin/settings/invoices',
      providesTags: ['ShopSettings'],
    }),
    saveInvoiceSettings: build.mutation<InvoiceSettings, InvoiceSettings>({
      query: (body) => ({ url: '/admin/settings/invoices', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings'],
    }),
    getShopContact: build.query<ShopContact, void>({
      query: () => '/admin/settings/contact',
      providesTags: ['ShopSettings'],
    }),
    saveShopContact: build.mutation<ShopContact, ShopContactInput>({
      query: (body) => ({ url: '/admin/settings/contact', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings'],
    }),
  }),
});

export const {
  useGetInvoiceSettingsQuery,
  useSaveInvoiceSettingsMutation,
  useGetShopContactQuery,
  useSaveShopContactMutation,
} = invoicesApi;
