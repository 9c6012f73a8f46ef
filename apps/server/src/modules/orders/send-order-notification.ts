// The e-mails an order's status change sends ("Your order has shipped", "...was delivered"): the
// change queues one (a row per order and kind, so a second Shipped queues nothing), and it is sent
// once, claimed with a lease like the confirmation, by the background send or the sweep.
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { OrderStatus } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { orderNotifications, orders, type OrderNotificationKind } from '../../db/schema/index.js';
import { toEmailOrder } from './emails/email-order.js';
import { renderOrderEmail } from './emails/order-emails.js';
import { CLAIM_LEASE_MS, type OrderEmailDeps } from './send-order-confirmation.js';

type Tx = Pick<Db, 'insert'>;

/** The e-mail a status sends, if any. */
export const notificationFor = (status: OrderStatus): OrderNotificationKind | undefined =>
  status === 'Shipped...' ? 'shipped' : status === 'Delivered' ? 'delivered' : undefined;

/** Queues the e-mail of a status change in the change's own transaction; true when newly queued. */
export async function queueOrderNotification(
  tx: Tx,
  orderId: string,
  kind: OrderNotificationKind,
): Promise<boolean> {
  const queued = await tx
    .insert(orderNotifications)
    .values({ orderId, kind })
    .onConflictDoNothing()
    .returning({ orderId: orderNotifications.orderId });
  return queued.length > 0;
}

/** Sends one queued e-mail unless another sender holds it or it went already. */
export async function sendOrderNotification(
  deps: OrderEmailDeps,
  orderId: string,
  kind: OrderNotificationKind,
): Promise<void> {
  const now = new Date();
  const match = and(eq(orderNotifications.orderId, orderId), eq(orderNotifications.kind, kind));
  const [claimed] = await deps.db
    .update(orderNotifications)
    .set({ claimedAt: now })
    .where(
      and(
        match,
        isNull(orderNotifications.sentAt),
        or(
          isNull(orderNotifications.claimedAt),
          lt(orderNotifications.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
        ),
      ),
    )
    .returning({ orderId: orderNotifications.orderId });
  if (!claimed) return;
  try {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`order ${orderId} is gone`);
    await deps.mailer.send(
      await renderOrderEmail(deps.brand, toEmailOrder(order), deps.orderUrl(order), kind),
    );
  } catch (error) {
    await deps.db.update(orderNotifications).set({ claimedAt: null }).where(match);
    throw error;
  }
  await deps.db.update(orderNotifications).set({ sentAt: new Date() }).where(match);
}

/** The queued e-mails not sent yet (oldest first), for the sweep. */
export async function findUnsentNotifications(db: Db, olderThan: Date, limit: number) {
  return db
    .select({ orderId: orderNotifications.orderId, kind: orderNotifications.kind })
    .from(orderNotifications)
    .where(and(isNull(orderNotifications.sentAt), lt(orderNotifications.createdAt, olderThan)))
    .orderBy(asc(orderNotifications.createdAt))
    .limit(limit);
}
