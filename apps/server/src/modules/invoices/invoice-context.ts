// What an invoice or credit note PDF needs beyond the order (decision 066): the seller as the owner
// set it, and the order's numbered documents (its invoice, issued now if an older build wrote the
// order without one, and its credit notes).
import type { Order, SellerDetails } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { readSellerDetails } from '../settings/index.js';
import { invoiceOf, readInvoiceDocuments, type InvoiceDocument } from './invoice-numbers.js';

export type InvoiceContext = {
  seller: SellerDetails;
  invoice: InvoiceDocument;
  creditNotes: InvoiceDocument[];
};

export async function invoiceContextOf(db: Db, order: Pick<Order, 'id'>): Promise<InvoiceContext> {
  const [seller, invoice] = await Promise.all([readSellerDetails(db), invoiceOf(db, order.id)]);
  const creditNotes = (await readInvoiceDocuments(db, order.id)).filter((doc) => doc.kind === 'credit_note');
  return { seller, invoice, creditNotes };
}
