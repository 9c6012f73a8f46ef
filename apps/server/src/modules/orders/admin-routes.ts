// The admin's orders (/api/admin/orders), inside the admin area's guarded scope (admin-area/): the
// list with its filters, one order, a status change (which queues the shopper's e-mail), the CSV export
// and a guest's status links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  orderSchema,
  orderStatusChangeSchema,
} from '@eshop/shared';
import { changeOrderStatus, getAnyOrder, listAllOrders } from './admin-orders.js';
import { adminOrderExportRoutes } from './order-export-routes.js';
import { adminOrderGuestLinkRoutes } from './order-guest-link-routes.js';

const tags = ['admin'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const inputErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...errors };

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: "Every shopper's orders, newest first, optionally by status, number/e-mail/name and dates",
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAllOrders(app.db, request.query);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "One order, with its items, addresses and the state of a guest's status link",
        params: orderIdParamsSchema,
        response: { 200: adminOrderSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAnyOrder(app.db, request.params.id);
    },
  );

  app.patch(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "Changes an order's status (and its tracking number and link)",
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: orderSchema, ...inputErrors },
      },
    },
    async (request) => {
      const { order, queuedEmail } = await changeOrderStatus(app.db, request.params.id, request.body);
      if (queuedEmail) app.checkout.sendStatusEmail(order.id, queuedEmail);
      return order;
    },
  );

  await app.register(adminOrderExportRoutes);
  await app.register(adminOrderGuestLinkRoutes);
};
