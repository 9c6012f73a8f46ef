// The signed-in shopper's orders: a page of the history, and one order; and a guest's order through
// the signed link of its e-mails.
import type { GuestOrderLink, Order, OrderListResponse } from '@eshop/shared';
import { api } from '../../../lib/api';
import { guestLinkQuery } from '../guest-order-link';

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
    getGuestOrder: build.query<Order, { id: string } & GuestOrderLink>({
      query: ({ id, exp, token }) =>
        `/guest-orders/${encodeURIComponent(id)}?${guestLinkQuery({ exp, token })}`,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetMyOrdersQuery, useGetMyOrderQuery, useGetGuestOrderQuery } = ordersApi;
