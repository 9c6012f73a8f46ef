// One of an order's credit notes, as its PDF draws it: the order's invoice context and the note, or a
// 404 when the order has no credit note of that number.
import type { Order } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { invoiceContextOf } from './invoice-context.js';
import type { OrderDocument } from './invoice-pdf.js';

export async function creditNoteOf(db: Db, order: Order, number: number): Promise<OrderDocument> {
  const context = await invoiceContextOf(db, order);
  const creditNote = context.creditNotes.find((note) => note.number === number);
  if (!creditNote) throw notFound();
  return { kind: 'credit-note', context, creditNote };
}
