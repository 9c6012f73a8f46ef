// The shop's shipping zones, methods and tax rates (/api/admin/shipping-and-tax).
import type { ShippingAndTaxSettings, ShippingAndTaxSettingsInput } from '@eshop/shared';
import { api } from '../../../../lib/api';

export const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingAndTax: build.query<ShippingAndTaxSettings, void>({
      query: () => '/admin/shipping-and-tax',
      providesTags: ['ShopSettings'],
    }),
    saveShippingAndTax: build.mutation<ShippingAndTaxSettings, ShippingAndTaxSettingsInput>({
      query: (body) => ({ url: '/admin/shipping-and-tax', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings'],
    }),
  }),
});

export const { useGetShippingAndTaxQuery, useSaveShippingAndTaxMutation } = shippingApi;
