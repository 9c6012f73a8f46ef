// The admin's refund and cancel actions on an order. Both answer the order as it now is; stock may
// have changed (units back), so product answers refresh too.
import type { CancelOrderRequest, Order, RefundRequest } from '@eshop/shared';
import { api } from '../../../../lib/api';

const CHANGED = ['AdminOrder', 'Order', 'Dashboard', 'Product', 'AdminProduct'] as const;

export const refundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    refundOrder: build.mutation<Order, { id: string } & RefundRequest>({
      query: ({ id, ...body }) => ({
        url: `/admin/orders/${encodeURIComponent(id)}/refunds`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [...CHANGED],
    }),
    cancelOrder: build.mutation<Order, { id: string } & CancelOrderRequest>({
      query: ({ id, ...body }) => ({
        url: `/admin/orders/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const { useRefundOrderMutation, useCancelOrderMutation } = refundsApi;
