import type { Db } from '../../db/client.js';
import type { Language, Order } from '@eshop/shared';
import type { MailMessage, Mailer } from '../../lib/mailer.js';
import type { EmailBrand } from '../settings/index.js';
import { toEmailOrder } from './emails/email-order.js';
import { renderOrderEmail } from './emails/order-emails.js';
import { claimConfirmation, markConfirmationSent, releaseConfirmation } from './order-writes.js';
import { toOrderDto } from './read-orders.js';

/** A claim older than this belongs to a sender that died; the next sweep may take it over. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

export type OrderEmailDeps = {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  /** Where an order's e-mails send the shopper: their order's page, or a guest's signed link. */
  orderUrl: (order: OrderLinkTarget) => string;
  /**
   * What the confirmation carries besides its text (the invoice PDF, when the owner wants it: the
   * invoices module's confirmationAttachments); none when left out.
   */
  confirmationAttachments?: (order: Order, brand: EmailBrand) => Promise<MailAttachment[]>;
};

/** What an order's link is made of: a guest's key signs it, its language prefixes it. */
export type OrderLinkTarget = { id: string; guestAccessKey: string | null; language: Language };

export type MailAttachment = NonNullable<MailMessage['attachments']>[number];

/**
 * Sends an order's confirmation once and records it; a failure leaves it for the sweep to retry.
 * The order is claimed before sending (a lease in confirmation_claimed_at), so the background send
 * and the sweeps of several instances do not mail it twice, and a sender that dies mid-way does
 * not lose it.
 */
export async function sendOrderConfirmation(deps: OrderEmailDeps, orderId: string): Promise<void> {
  const order = await claimConfirmation(deps.db, orderId, CLAIM_LEASE_MS);
  if (!order) return;
  try {
    const message = await renderOrderEmail(
      deps.brand,
      toEmailOrder(order),
      deps.orderUrl(order),
      'confirmation',
    );
    const attachments = (await deps.confirmationAttachments?.(toOrderDto(order), deps.brand)) ?? [];
    if (attachments.length > 0) message.attachments = attachments;
    await deps.mailer.send(message);
  } catch (error) {
    // Not sent: give the claim back so the sweep tries again.
    await releaseConfirmation(deps.db, orderId);
    throw error;
  }
  await markConfirmationSent(deps.db, orderId);
}
