// Invoices and packing slips as PDF: the admin's for any order, inside the admin scope's guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, orderIdParamsSchema } from '@eshop/shared';
import { getAnyOrder } from '../admin/index.js';
import { sendOrderPdf, type InvoiceKind } from './invoice-pdf.js';

const tags = ['admin'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const pdfRoute = (kind: InvoiceKind) =>
    app.get(
      `/orders/:id/${kind}.pdf`,
      {
        schema: {
          tags,
          summary: kind === 'invoice' ? "An order's invoice (PDF)" : "An order's packing slip (PDF)",
          params: orderIdParamsSchema,
          // No response schema: the PDF is sent as it is (errors keep the API's shape).
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const order = await getAnyOrder(app.db, request.params.id);
        return sendOrderPdf(reply, order, app.checkout.brand, kind);
      },
    );
  pdfRoute('invoice');
  pdfRoute('packing-slip');
};
