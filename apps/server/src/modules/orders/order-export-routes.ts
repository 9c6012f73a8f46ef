// The admin's CSV export of orders, registered inside the guarded /api/admin scope (admin-area/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderFilterSchema } from '@eshop/shared';
import { exportOrdersCsv } from './order-export.js';
import { sendCsv } from '../../lib/csv-file.js';

export const adminOrderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The orders matching the list filters as a CSV file, newest first (streamed)',
        querystring: adminOrderFilterSchema,
        // No response schema: a stream is sent as it is (a 400 still has the API's error shape).
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsv(reply, 'orders', exportOrdersCsv(app.db, request.query)),
  );
};
