// The signed-in shopper's order history and order details (their invoices: the invoices module).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
} from '@eshop/shared';
import { requireUser } from '../auth/index.js';
import { getMyOrder, listMyOrders } from './read-orders.js';
import { SHOPPER_SECURITY } from '../../plugins/openapi.js';

const tags = ['orders'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, db } = app;

  app.get(
    '/orders',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'My orders, newest first',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header('cache-control', 'no-store');
      return listMyOrders(db, user.id, request.query.page);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'One of my orders',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      reply.header('cache-control', 'no-store');
      return getMyOrder(db, user.id, request.params.id);
    },
  );
};
