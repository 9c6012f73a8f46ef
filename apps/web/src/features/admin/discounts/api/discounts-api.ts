// The owner's discount codes (/api/admin/discounts, decision 070): listed with their uses, saved,
// paused, and the orders that used one. An order placed refreshes the uses (AdminOrder's event).
import type { Discount, DiscountBody, DiscountOrder, DiscountOrders, DiscountList } from '@eshop/shared';
import { api } from '../../../../lib/api';

export const discountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDiscounts: build.query<Discount[], void>({
      query: () => '/admin/discounts',
      transformResponse: (response: DiscountList) => response.items,
      providesTags: ['Discount', 'AdminOrder'],
    }),
    getDiscount: build.query<Discount, string>({
      query: (id) => `/admin/discounts/${id}`,
      providesTags: ['Discount', 'AdminOrder'],
    }),
    getDiscountOrders: build.query<DiscountOrder[], string>({
      query: (id) => `/admin/discounts/${id}/orders`,
      transformResponse: (response: DiscountOrders) => response.items,
      providesTags: ['Discount', 'AdminOrder'],
    }),
    addDiscount: build.mutation<Discount, DiscountBody>({
      query: (body) => ({ url: '/admin/discounts', method: 'POST', body }),
      invalidatesTags: ['Discount'],
    }),
    saveDiscount: build.mutation<Discount, { id: string; body: DiscountBody }>({
      query: ({ id, body }) => ({ url: `/admin/discounts/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Discount'],
    }),
    setDiscountStatus: build.mutation<Discount, Pick<Discount, 'id' | 'status'>>({
      query: ({ id, status }) => ({
        url: `/admin/discounts/${id}/status`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Discount'],
    }),
  }),
});

export const {
  useGetDiscountsQuery,
  useGetDiscountQuery,
  useGetDiscountOrdersQuery,
  useAddDiscountMutation,
  useSaveDiscountMutation,
  useSetDiscountStatusMutation,
} = discountsApi;
