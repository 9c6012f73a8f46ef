// The admin's orders (/api/admin/orders). A status change also invalidates the shopper's orders and
// the dashboard, so every open view shows the new state.
import type {
  AdminOrder,
  AdminOrderListResponse,
  Order,
  OrderStatus,
  OrderStatusChange,
} from '@eshop/shared';
import { api } from '../../../../lib/api';
import { toQuery } from '../../shared/to-query';

export type AdminOrderListArgs = {
  page: number;
  status: OrderStatus | undefined;
  /** The number (#1001), or part of the e-mail or the shipping name; days as YYYY-MM-DD. */
  search?: string;
  from?: string;
  to?: string;
};

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderListResponse, AdminOrderListArgs>({
      query: ({ page, ...filters }) =>
        `/admin/orders${toQuery({ page: page > 1 ? page : undefined, ...filters })}`,
      providesTags: ['AdminOrder'],
    }),
    getAdminOrder: build.query<AdminOrder, string>({
      query: (id) => `/admin/orders/${encodeURIComponent(id)}`,
      providesTags: ['AdminOrder'],
    }),
    changeOrderStatus: build.mutation<Order, { id: string } & OrderStatusChange>({
      query: ({ id, ...change }) => ({
        url: `/admin/orders/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: ['AdminOrder', 'Order', 'Dashboard'],
    }),
  }),
});

export const { useGetAdminOrdersQuery, useGetAdminOrderQuery, useChangeOrderStatusMutation } = ordersApi;
