// An order row as the e-mails read it.
import type { orders } from '../../../db/schema/index.js';
import { toOrderTotals } from '../read-orders.js';
import type { EmailOrder } from './order-parts.js';

export const toEmailOrder = (row: typeof orders.$inferSelect): EmailOrder => ({
  number: row.number,
  createdAt: row.createdAt,
  userEmail: row.userEmail,
  items: row.items,
  totals: toOrderTotals(row),
  shippingAddress: row.shippingAddress,
  billingAddress: row.billingAddress,
  card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  trackingNumber: row.trackingNumber,
  trackingUrl: row.trackingUrl,
  refundedCents: row.refundedCents,
  language: row.language,
});
