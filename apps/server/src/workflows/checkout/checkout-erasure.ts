// A deleted account's checkouts (issue 38, decision 073): payment records like its orders, kept with
// nothing to reach the person by, the addresses down to what tax needs (see eraseShopperFromOrders).
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { checkouts } from '../../db/schema/index.js';
import { ERASED_EMAIL, erasedBillingAddress, erasedShippingAddress } from '../../modules/orders/index.js';

export async function eraseShopperFromCheckouts(
  tx: Tx,
  shopper: { userId: string; email: string; isEmailVerified: boolean },
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
      userEmail: ERASED_EMAIL,
      // An open checkout's reminder has no one to go to now.
      reminderConsent: false,
      shippingAddress: erasedShippingAddress(checkouts.shippingAddress),
      billingAddress: erasedBillingAddress(checkouts.billingAddress),
    })
    .where(theirs);
}
