// Invoices, credit notes and packing slips as PDF: the admin's for any order, inside the admin
// scope's guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditNoteParamsSchema, orderIdParamsSchema } from '@eshop/shared';
import { getAnyOrder } from '../orders/index.js';
import { creditNoteOf } from './credit-notes.js';
import { invoiceContextOf } from './invoice-context.js';
import { sendOrderPdf, type InvoiceKind } from './invoice-pdf.js';

const tags = ['admin'];
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
        return sendOrderPdf(
          reply,
          order,
          app.checkout.brand,
          kind === 'invoice'
            ? { kind, context: await invoiceContextOf(app.db, order) }
            : { kind: 'packing-slip' },
        );
      },
    );
  pdfRoute('invoice');
  pdfRoute('packing-slip');

  app.get(
    '/orders/:id/credit-notes/:number.pdf',
    {
      schema: {
        tags,
        summary: "One of an order's credit notes (PDF): a refund given back, against the order's invoice",
        params: creditNoteParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const order = await getAnyOrder(app.db, request.params.id);
      return sendOrderPdf(
        reply,
        order,
        app.checkout.brand,
        await creditNoteOf(app.db, order, request.params.number),
      );
    },
  );
};
