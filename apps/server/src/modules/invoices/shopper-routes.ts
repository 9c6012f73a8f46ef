// GET /api/orders/:id/invoice.pdf: the invoice of one of the signed-in shopper's orders.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderIdParamsSchema } from '@eshop/shared';
import { requireUser } from '../auth/index.js';
import { getMyOrder } from '../orders/index.js';
import { sendOrderPdf } from './invoice-pdf.js';
import { SHOPPER_SECURITY } from '../../plugins/openapi.js';

const tags = ['orders'];

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'The invoice of one of my orders (PDF)',
        params: orderIdParamsSchema,
        // No response schema: the PDF is sent as it is (errors keep the API's shape).
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const user = await requireUser(app.auth, request);
      const order = await getMyOrder(app.db, user.id, request.params.id);
      return sendOrderPdf(reply, order, app.checkout.brand, 'invoice');
    },
  );
};
