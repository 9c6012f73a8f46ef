import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';
import { orderConfirmationEmail } from './order-email.js';

/** Sends an order's confirmation once and records it; a failure leaves it for the sweep to retry. */
export async function sendOrderConfirmation(
  deps: { db: Db; mailer: Mailer; shop: { name: string; publicUrl: string } },
  orderId: string,
): Promise<void> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt)));
  if (!order) return;
  await deps.mailer.send(
    orderConfirmationEmail(deps.shop, {
      id: order.id,
      userEmail: order.userEmail,
      amountCents: order.amountCents,
      items: order.items,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
    }),
  );
  await deps.db.update(orders).set({ confirmationSentAt: new Date() }).where(eq(orders.id, orderId));
}
