// The admin's dashboard (/api/admin/dashboard), inside the admin area's guarded scope (admin-area/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema, errorResponseSchema } from '@eshop/shared';
import { readDashboard } from './dashboard.js';

const tags = ['admin'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: 'Earnings, product and order counts, orders by status, earnings per day',
        response: { 200: adminDashboardSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readDashboard(app.db, app.shopSettings.current().currency);
    },
  );
};
