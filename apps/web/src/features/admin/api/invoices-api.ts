// The owner's invoice setting: whether order confirmations carry the invoice PDF.
import type { InvoiceSettings } from '@eshop/shared';
import { api } from '../../../lib/api';

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
  }),
});

export const { useGetInvoiceSettingsQuery, useSaveInvoiceSettingsMutation } = invoicesApi;
