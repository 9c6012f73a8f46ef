// Invoices and credit notes (issue 36 slice 5, decision 066): each a document with a number from one
// gapless sequence. The number is taken from a counter row in the transaction that writes the order
// (or settles the refund), so a rolled-back order takes no number and two orders never share one;
// a database sequence would skip a number on every rollback.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderRefunds, orders } from './orders.js';

export const INVOICE_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceDocumentKind = (typeof INVOICE_DOCUMENT_KINDS)[number];

/** The last number given: one row (id 1), locked by each new document until its transaction ends. */
export const invoiceNumberCounter = pgTable(
  'invoice_number_counter',
  {
    id: integer('id').primaryKey().default(1),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [check('invoice_number_counter_one_row', sql`${table.id} = 1`)],
);

export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    /** Invoice no. 17: consecutive over invoices and credit notes together, never reused. */
    number: integer('number').primaryKey(),
    kind: text('kind', { enum: INVOICE_DOCUMENT_KINDS }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The refund a credit note gives back; null for an invoice. */
    refundId: uuid('refund_id').references(() => orderRefunds.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // One invoice per order, one credit note per refund.
    uniqueIndex('invoice_documents_invoice_idx')
      .on(table.orderId)
      .where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('invoice_documents_refund_idx').on(table.refundId),
    check(
      'invoice_documents_refund_matches_kind',
      sql`(${table.kind} = 'invoice') = (${table.refundId} is null)`,
    ),
  ],
);
