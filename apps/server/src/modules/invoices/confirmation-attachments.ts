// The invoice PDF a confirmation e-mail carries when the owner wants it (Admin > Settings): handed to
// the orders module's confirmation sender by the checkout, so orders need not know about invoices.
import type { Order } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import type { MailMessage } from '../../lib/mailer.js';
import { type EmailBrand, readInvoiceSettings } from '../settings/index.js';
import { invoiceContextOf } from './invoice-context.js';
import { renderOrderPdf } from './invoice-pdf.js';

type Attachments = NonNullable<MailMessage['attachments']>;

export const confirmationAttachments =
  (db: Db) =>
  async (order: Order, brand: EmailBrand): Promise<Attachments> => {
    if (!(await readInvoiceSettings(db)).attachPdfToConfirmation) return [];
    const pdf = await renderOrderPdf(order, brand, {
      kind: 'invoice',
      context: await invoiceContextOf(db, order),
    });
    return [{ filename: `invoice-${order.number}.pdf`, content: pdf, contentType: 'application/pdf' }];
  };
