// The owner's settings kept in the database: whether order confirmations carry the invoice PDF, who
// the invoices name as the seller, and the shop's contact details.
import type {
  CheckoutReminderSettings,
  InvoiceSettings,
  SellerDetails,
  ShopContact,
  ShopContactInput,
} from '@eshop/shared';
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
    getCheckoutReminderSettings: build.query<CheckoutReminderSettings, void>({
      query: () => '/admin/settings/checkout-reminders',
      providesTags: ['ShopSettings'],
    }),
    saveCheckoutReminderSettings: build.mutation<CheckoutReminderSettings, CheckoutReminderSettings>({
      query: (body) => ({ url: '/admin/settings/checkout-reminders', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings'],
    }),
    getSellerDetails: build.query<SellerDetails, void>({
      query: () => '/admin/settings/seller',
      providesTags: ['ShopSettings'],
    }),
    saveSellerDetails: build.mutation<SellerDetails, SellerDetails>({
      query: (body) => ({ url: '/admin/settings/seller', method: 'PUT', body }),
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
  useGetCheckoutReminderSettingsQuery,
  useSaveCheckoutReminderSettingsMutation,
  useGetInvoiceSettingsQuery,
  useSaveInvoiceSettingsMutation,
  useGetSellerDetailsQuery,
  useSaveSellerDetailsMutation,
  useGetShopContactQuery,
  useSaveShopContactMutation,
} = invoicesApi;
