// The admin API (/api/admin): only the admin's session gets past the scope's guard (admin-guard.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema, errorResponseSchema } from '@eshop/shared';
import { guardAdminScope } from './admin-guard.js';
import { readDashboard } from './dashboard.js';

const tags = ['admin'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminScope(app);

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
      return readDashboard(app.db);
    },
  );
};
