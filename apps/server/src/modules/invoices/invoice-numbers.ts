// Invoice and credit note numbers (decision 066): one gapless sequence. A number is taken by bumping
// the counter row inside the caller's transaction (writing the order, settling a refund), which holds
// the row until it commits: concurrent orders take consecutive numbers, and one that rolls back gives
// its number back. Callers take it last in their transaction, so the row is held for the commit only.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { invoiceDocuments, invoiceNumberCounter, type InvoiceDocumentKind } from '../../db/schema/index.js';

export type InvoiceDocument = {
  number: number;
  kind: InvoiceDocumentKind;
  refundId: string | null;
  issuedAt: Date;
};

async function nextNumber(tx: Tx): Promise<number> {
  const [bumped] = await tx
    .update(invoiceNumberCounter)
    .set({ lastNumber: sql`${invoiceNumberCounter.lastNumber} + 1` })
    .where(eq(invoiceNumberCounter.id, 1))
    .returning({ number: invoiceNumberCounter.lastNumber });
  if (bumped) return bumped.number;
  // The first document of a shop whose migration found nothing to number: the row starts here (a
  // racing first insert waits on the key and then bumps the row this one made).
  const [first] = await tx
    .insert(invoiceNumberCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounter.id,
      set: { lastNumber: sql`${invoiceNumberCounter.lastNumber} + 1` },
    })
    .returning({ number: invoiceNumberCounter.lastNumber });
  return first!.number;
}

/** The order's invoice, numbered now (the order's own transaction); its number. */
export async function issueInvoice(tx: Tx, orderId: string): Promise<number> {
  const number = await nextNumber(tx);
  await tx.insert(invoiceDocuments).values({ number, kind: 'invoice', orderId });
  return number;
}

/** The credit note of a refund the provider settled (its transaction); its number. */
export async function issueCreditNote(tx: Tx, orderId: string, refundId: string): Promise<number> {
  const number = await nextNumber(tx);
  await tx.insert(invoiceDocuments).values({ number, kind: 'credit_note', orderId, refundId });
  return number;
}

/** An order's invoice and credit notes, oldest first. */
export async function readInvoiceDocuments(
  db: Pick<Db, 'select'>,
  orderId: string,
): Promise<InvoiceDocument[]> {
  return db
    .select({
      number: invoiceDocuments.number,
      kind: invoiceDocuments.kind,
      refundId: invoiceDocuments.refundId,
      issuedAt: invoiceDocuments.issuedAt,
    })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.orderId, orderId))
    .orderBy(asc(invoiceDocuments.number));
}

/**
 * The order's invoice, issued now if it has none: an order an older build wrote during an upgrade
 * (decision 050) gets its number when first asked for, never none.
 */
export async function invoiceOf(db: Db, orderId: string): Promise<InvoiceDocument> {
  const existing = (await readInvoiceDocuments(db, orderId)).find((doc) => doc.kind === 'invoice');
  if (existing) return existing;
  await db.transaction(async (tx) => {
    // Two first asks at once: one numbers it, the other then finds it (no number is taken twice).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${orderId}`}))`);
    const [had] = await tx
      .select({ number: invoiceDocuments.number })
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.orderId, orderId), eq(invoiceDocuments.kind, 'invoice')));
    if (!had) await issueInvoice(tx, orderId);
  });
  return (await readInvoiceDocuments(db, orderId)).find((doc) => doc.kind === 'invoice')!;
}
