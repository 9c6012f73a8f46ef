// The admin's refund and cancel actions (/api/admin/orders/:id/...), inside the admin scope's guard.
// Each answers the order as it now is, refunds included.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelOrderRequestSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  orderSchema,
  refundRequestSchema,
} from '@eshop/shared';
import { requireAdmin } from '../../modules/auth/index.js';
import { getAnyOrder } from '../../modules/orders/index.js';

const tags = ['admin'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  503: errorResponseSchema,
};

export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Give back part or all of a paid order: lines (optionally back to stock) or an amount',
        params: orderIdParamsSchema,
        body: refundRequestSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app.auth, request);
      await app.refunds.refund(request.params.id, request.body, admin.id);
      return getAnyOrder(app.db, request.params.id);
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order before it ships: the payment released or refunded, its units back in stock',
        params: orderIdParamsSchema,
        body: cancelOrderRequestSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(app.auth, request);
      await app.refunds.cancel(request.params.id, request.body, admin.id);
      return getAnyOrder(app.db, request.params.id);
    },
  );
};
