// The orders table has one writer (decision 042): checkout places an order and settles its payment,
// the admin changes its status and a guest's link key, refunds count their money and cancel it, the
// confirmation e-mail claims its send. Each function takes the caller's handle, so a write inside the
// caller's transaction commits or rolls back with the rest of its work; the guards in each WHERE are
// what keep concurrent writers from undoing each other.
import { CANCELLED_STATUS, type OrderStatusChange } from '@eshop/shared';
import { and, eq, isNull, lt, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

/** The caller's transaction, or the database for a one-statement write that stands on its own. */
type Handle = Db | Tx;
export type NewOrder = typeof orders.$inferInsert;

/**
 * Writes the order of a payment; undefined when that payment has its order already (one per payment,
 * whoever confirms it first: the unique payment id settles the race).
 */
export async function insertOrder(tx: Tx, order: NewOrder): Promise<{ id: string } | undefined> {
  const [inserted] = await tx
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: orders.paymentIntentId })
    .returning({ id: orders.id });
  return inserted;
}

/**
 * The authorised money was taken. Only an authorised payment moves: a payment released or already
 * captured (the sweep and a cancel may race the capture) stays as it is.
 */
export async function markPaymentCaptured(db: Handle, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentState: 'captured' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'authorized')));
}

/** The authorisation lapsed or was canceled at the provider before capture: the order is unpaid. */
export async function markPaymentCanceled(db: Handle, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentState: 'canceled' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentState, 'authorized')));
}

/**
 * Sets the admin's status and the parcel's tracking when given (an empty text clears it). Returns the
 * order's row, or undefined when no order has that id or it is cancelled: a cancelled order stays
 * cancelled, its money and units are already back.
 */
export async function setOrderStatus(tx: Tx, orderId: string, change: OrderStatusChange) {
  const { orderStatus: status, trackingNumber, trackingUrl } = change;
  const [row] = await tx
    .update(orders)
    .set({
      status,
      editedAt: new Date(),
      ...(trackingNumber !== undefined ? { trackingNumber: trackingNumber || null } : {}),
      ...(trackingUrl !== undefined ? { trackingUrl: trackingUrl || null } : {}),
    })
    .where(and(eq(orders.id, orderId), ne(orders.status, CANCELLED_STATUS)))
    .returning();
  return row;
}

/**
 * Closes the order as cancelled (its refund settled, or nothing was left to pay back); with
 * `paymentReleased` its card authorisation was voided, so it was never paid.
 */
export async function markOrderCancelled(
  tx: Tx,
  orderId: string,
  options: { paymentReleased?: boolean },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: CANCELLED_STATUS,
      cancelledAt: new Date(),
      editedAt: new Date(),
      ...(options.paymentReleased ? { paymentState: 'canceled' as const } : {}),
    })
    .where(eq(orders.id, orderId));
}

/**
 * Counts a reserved refund in the order's refunded amount before the provider is asked, so a second
 * refund sees less left. The caller holds the order's row lock (`order` is that locked row); returns
 * the updated row.
 */
export async function countReservedRefund(
  tx: Tx,
  order: { id: string; refundedCents: number },
  amountCents: number,
) {
  const [updated] = await tx
    .update(orders)
    .set({ refundedCents: order.refundedCents + amountCents })
    .where(eq(orders.id, order.id))
    .returning();
  return updated;
}

/** The provider refused a reserved refund: its amount no longer counts as given back. */
export async function undoReservedRefund(tx: Tx, orderId: string, amountCents: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} - ${amountCents}` })
    .where(eq(orders.id, orderId));
}

/**
 * Counts a refund made at the provider itself (its dashboard), never past what was paid. The caller
 * holds the order's row lock (`order` is that locked row).
 */
export async function countOutsideRefund(
  tx: Tx,
  order: { id: string; amountCents: number; refundedCents: number },
  amountCents: number,
): Promise<void> {
  await tx
    .update(orders)
    .set({ refundedCents: Math.min(order.amountCents, order.refundedCents + amountCents) })
    .where(eq(orders.id, order.id));
}

/**
 * Claims the order's unsent confirmation for this sender (a lease in confirmation_claimed_at), so the
 * background send and the sweeps of several instances do not mail it twice. A claim older than
 * `leaseMs` belongs to a sender that died and is taken over. Returns the order's row, or undefined
 * when it was sent already or another sender holds it.
 */
export async function claimConfirmation(db: Handle, orderId: string, leaseMs: number) {
  const now = new Date();
  const [order] = await db
    .update(orders)
    .set({ confirmationClaimedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.confirmationSentAt),
        or(
          isNull(orders.confirmationClaimedAt),
          lt(orders.confirmationClaimedAt, new Date(now.getTime() - leaseMs)),
        ),
      ),
    )
    .returning();
  return order;
}

/** The confirmation was not sent: gives the claim back so the sweep tries again. */
export async function releaseConfirmation(db: Handle, orderId: string): Promise<void> {
  await db.update(orders).set({ confirmationClaimedAt: null }).where(eq(orders.id, orderId));
}

/** The confirmation went: no sender sends it again. */
export async function markConfirmationSent(db: Handle, orderId: string): Promise<void> {
  await db.update(orders).set({ confirmationSentAt: new Date() }).where(eq(orders.id, orderId));
}

/**
 * Sets a guest order's access key, which signs its status links (guest-access.ts): null revokes every
 * link sent, a new key makes the links signed with it the only ones that open the order. Returns the
 * order's row, or undefined when no guest order has that id (an account's order has no key).
 */
export async function setGuestAccessKey(db: Handle, orderId: string, key: string | null) {
  const [order] = await db
    .update(orders)
    .set({ guestAccessKey: key })
    .where(and(eq(orders.id, orderId), isNull(orders.userId)))
    .returning();
  return order;
}

/**
 * What a deleted account's orders keep of a person: nothing to reach them by, but one address per
 * deleted account, so the admin's customers and per-customer limits do not lump them together.
 */
export const erasedEmail = () => `erased-${crypto.randomUUID()}@invalid`;

/** A shipping address (a jsonb column) down to where it went, for tax: country, state, postal code. */
export const erasedShippingAddress = (column: AnyColumn) => sql`jsonb_build_object(
  'name', '', 'line1', '', 'line2', '', 'city', '', 'phone', '',
  'state', ${column}->>'state', 'postal_code', ${column}->>'postal_code', 'country', ${column}->>'country')`;

/** A billing address (a jsonb column) as the invoices need it: without the phone. */
export const erasedBillingAddress = (column: AnyColumn) => sql`${column} || jsonb_build_object('phone', '')`;

/**
 * The account is deleted, its orders stay for the shop's books (issue 38, decision 073): no longer
 * the account's, no e-mail address, and the shipping address down to where it went for tax (country,
 * state, postal code). The billing address stays whole: it is what the invoices, which the law keeps
 * for years, are made out to. Guest orders with the address count as the shopper's when it was
 * proven (as they do in the order history).
 */
export async function eraseShopperFromOrders(
  tx: Tx,
  shopper: { userId: string; email: string; isEmailVerified: boolean; erasedEmail: string },
): Promise<number> {
  const theirs = shopper.isEmailVerified
    ? or(eq(orders.userId, shopper.userId), and(isNull(orders.userId), eq(orders.userEmail, shopper.email)))
    : eq(orders.userId, shopper.userId);
  const erased = await tx
    .update(orders)
    .set({
      userId: null,
      userEmail: shopper.erasedEmail,
      shippingAddress: erasedShippingAddress(orders.shippingAddress),
      billingAddress: erasedBillingAddress(orders.billingAddress),
    })
    .where(theirs)
    .returning({ id: orders.id });
  return erased.length;
}
