import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';
import type { EmailBrand } from './emails/email-brand.js';
import { toEmailOrder } from './emails/email-order.js';
import { renderOrderEmail } from './emails/order-emails.js';
import { renderOrderPdf, readInvoiceSettings } from '../invoices/index.js';
import { toOrderDto } from './read-orders.js';

/** A claim older than this belongs to a sender that died; the next sweep may take it over. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

export type OrderEmailDeps = {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  /** Where an order's e-mails send the shopper: their order's page, or a guest's signed link. */
  orderUrl: (order: { id: string; guestAccessKey: string | null }) => string;
};

/**
 * Sends an order's confirmation once and records it; a failure leaves it for the sweep to retry.
 * The order is claimed before sending (a lease in confirmation_claimed_at), so the background send
 * and the sweeps of several instances do not mail it twice, and a sender that dies mid-way does
 * not lose it.
 */
export async function sendOrderConfirmation(deps: OrderEmailDeps, orderId: string): Promise<void> {
  const now = new Date();
  const [order] = await deps.db
    .update(orders)
    .set({ confirmationClaimedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.confirmationSentAt),
        or(
          isNull(orders.confirmationClaimedAt),
          lt(orders.confirmationClaimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
        ),
      ),
    )
    .returning();
  if (!order) return;
  try {
    const message = await renderOrderEmail(
      deps.brand,
      toEmailOrder(order),
      deps.orderUrl(order),
      'confirmation',
    );
    // The owner may have the invoice go with it (Admin > Settings).
    if ((await readInvoiceSettings(deps.db)).attachPdfToConfirmation) {
      const pdf = await renderOrderPdf(toOrderDto(order), deps.brand, 'invoice');
      message.attachments = [
        { filename: `invoice-${order.number}.pdf`, content: pdf, contentType: 'application/pdf' },
      ];
    }
    await deps.mailer.send(message);
  } catch (error) {
    // Not sent: give the claim back so the sweep tries again.
    await deps.db.update(orders).set({ confirmationClaimedAt: null }).where(eq(orders.id, orderId));
    throw error;
  }
  await deps.db.update(orders).set({ confirmationSentAt: new Date() }).where(eq(orders.id, orderId));
}
