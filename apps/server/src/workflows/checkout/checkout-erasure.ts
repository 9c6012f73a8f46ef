// A deleted account's checkouts (issue 38, decision 073): payment records like its orders, kept with
// nothing to reach the person by, the addresses down to what tax needs (see eraseShopperFromOrders).
import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { checkouts } from '../../db/schema/index.js';
import { erasedBillingAddress, erasedShippingAddress } from '../../modules/orders/index.js';

export async function eraseShopperFromCheckouts(
  tx: Tx,
  shopper: { userId: string; email: string; isEmailVerified: boolean; erasedEmail: string },
): Promise<void> {
  const theirs = shopper.isEmailVerified
    ? or(
        eq(checkouts.userId, shopper.userId),
        and(isNull(checkouts.userId), eq(checkouts.userEmail, shopper.email)),
      )
    : eq(checkouts.userId, shopper.userId);
  await tx
    .update(checkouts)
    .set({
      userId: null,
      userEmail: shopper.erasedEmail,
      // An open checkout's reminder has no one to go to now.
      reminderConsent: false,
      shippingAddress: erasedShippingAddress(checkouts.shippingAddress),
      billingAddress: erasedBillingAddress(checkouts.billingAddress),
    })
    .where(theirs);
}

/** How long a checkout left open may still become an order (a card paid, the order not yet written). */
const PAYMENT_UNDER_WAY_MS = 60 * 60 * 1000;

/** Whether the shopper has a checkout whose payment may still become an order. */
export async function hasPaymentUnderway(db: Pick<Db, 'select'>, userId: string, now = new Date()) {
  const [open] = await db
    .select({ n: count() })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, userId),
        eq(checkouts.state, 'open'),
        gt(checkouts.createdAt, new Date(now.getTime() - PAYMENT_UNDER_WAY_MS)),
      ),
    );
  return (open?.n ?? 0) > 0;
}
