// The invoice and the credit notes of one of the signed-in shopper's orders, as PDF.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditNoteParamsSchema, orderIdParamsSchema } from '@eshop/shared';
import { requireUser } from '../auth/index.js';
import { getMyOrder } from '../orders/index.js';
import { creditNoteOf } from './credit-notes.js';
import { invoiceContextOf } from './invoice-context.js';
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
      return sendOrderPdf(reply, order, app.checkout.brand, {
        kind: 'invoice',
        context: await invoiceContextOf(app.db, order),
      });
    },
  );

  app.get(
    '/orders/:id/credit-notes/:number.pdf',
    {
      schema: {
        tags,
        security: SHOPPER_SECURITY,
        summary: 'One of the credit notes of one of my orders (PDF): a refund given back',
        params: creditNoteParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const user = await requireUser(app.auth, request);
      const order = await getMyOrder(app.db, user.id, request.params.id);
      return sendOrderPdf(
        reply,
        order,
        app.checkout.brand,
        await creditNoteOf(app.db, order, request.params.number),
      );
    },
  );
};
