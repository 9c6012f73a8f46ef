// The signed-in shopper's orders: a page of the history, and one order.
import type { Order, OrderListResponse } from '@eshop/shared';
import { api } from '../../../lib/api';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyOrders: build.query<OrderListResponse, { page: number }>({
      query: ({ page }) => `/orders?page=${page}`,
      providesTags: ['Order'],
    }),
    getMyOrder: build.query<Order, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}`,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetMyOrdersQuery, useGetMyOrderQuery } = ordersApi;
