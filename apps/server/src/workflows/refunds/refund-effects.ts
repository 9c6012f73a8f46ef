// What a refund does once the money is back (or, for an unpaid or already refunded order being
// cancelled, at once): units back to stock where asked, and a cancellation closes the order and
// e-mails the shopper. Runs inside the transaction that settles the refund, so it happens once.
import { CANCELLED_STATUS, type RefundLine } from '@eshop/shared';
import type { Tx } from '../../db/client.js';
import type { OrderNotificationKind } from '../../db/schema/index.js';
import { publishEvent } from '../../modules/events/index.js';
import { markOrderCancelled, queueOrderNotification } from '../../modules/orders/index.js';
import { returnStock } from '../../modules/products/index.js';

export type RefundEffects = {
  orderId: string;
  /** Products whose stock went up: the catalogue must show them. */
  restocked: string[];
  queuedEmail: OrderNotificationKind | undefined;
};

export async function applyRefundEffects(
  tx: Tx,
  order: { id: string; userId: string | null; status: string },
  lines: readonly RefundLine[],
  options: { cancelsOrder: boolean; paymentReleased?: boolean },
): Promise<RefundEffects> {
  const restocked: string[] = [];
  for (const line of lines) {
    if (!line.restock) continue;
    // A product or variant deleted since the order has no stock to return to: nothing is updated.
    if (await returnStock(tx, { productId: line.id, variantId: line.variantId }, line.quantity)) {
      restocked.push(line.id);
    }
  }
  let queuedEmail: OrderNotificationKind | undefined;
  if (options.cancelsOrder) {
    await markOrderCancelled(tx, order.id, options);
    if (await queueOrderNotification(tx, order.id, 'cancelled')) queuedEmail = 'cancelled';
  }
  // The shopper's open pages and the admin's hear of it (a new status, or money back).
  const data = { orderId: order.id, orderStatus: options.cancelsOrder ? CANCELLED_STATUS : order.status };
  if (order.userId) await publishEvent(tx, `user:${order.userId}`, 'order.status', data);
  await publishEvent(tx, 'admin', 'order.status', data);
  return { orderId: order.id, restocked, queuedEmail };
}
