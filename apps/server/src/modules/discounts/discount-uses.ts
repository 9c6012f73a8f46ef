// A code's usage limits, held under a race (decision 070). Each check locks the code's row (select
// ... for update, as the invoice counter does: decision 066), so shoppers using one code queue for
// the moment it takes to count and write, and 100 of them racing for a single use give one order, on
// PostgreSQL and PGlite alike.
//
// A payment that starts holds a use (in the transaction that writes its checkout); the order turns it
// into `used`. A held use counts only while its checkout is open and younger than HOLD_MS: a payment
// refused, cancelled or abandoned frees it without anyone releasing it. The order's own check is the
// guarantee: it counts used uses again under the lock, so a payment that outlived its hold is refused
// (the card released) when the code was used up meanwhile.
import { and, count, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { DiscountRefusal } from '@eshop/shared';
import type { Tx } from '../../db/client.js';
import { checkouts, discounts, discountUses } from '../../db/schema/index.js';

/** How long a payment under way keeps its use from other shoppers. */
export const HOLD_MS = 60 * 60 * 1000;

/** Who used a code: their e-mail, lower-cased (an account's, or a guest's: both count as one customer). */
export const customerKeyOf = (email: string): string => email.trim().toLowerCase();

const lockDiscount = async (tx: Tx, discountId: string) =>
  (await tx.select().from(discounts).where(eq(discounts.id, discountId)).for('update'))[0];

/** Uses that count against the limits: orders placed, and payments under way that still hold theirs. */
const counting = (now: Date) =>
  or(
    eq(discountUses.state, 'used'),
    and(
      eq(discountUses.state, 'held'),
      eq(checkouts.state, 'open'),
      gt(discountUses.createdAt, new Date(now.getTime() - HOLD_MS)),
    ),
  );

async function countUses(
  tx: Pick<Tx, 'select'>,
  discountId: string,
  now: Date,
  customerKey?: string,
): Promise<number> {
  const [row] = await tx
    .select({ uses: count() })
    .from(discountUses)
    .innerJoin(checkouts, eq(checkouts.id, discountUses.checkoutId))
    .where(
      and(
        eq(discountUses.discountId, discountId),
        counting(now),
        customerKey === undefined ? undefined : eq(discountUses.customerKey, customerKey),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * Whether orders placed have used a limited code up (without a lock: the quote's early word). Uses
 * held by payments under way are left to the payment's hold, which counts them: one of them may be
 * this shopper's own, from a payment page they left to change their address.
 */
export async function isUsedUp(
  db: Pick<Tx, 'select'>,
  discount: { id: string; usageLimit: number | null },
): Promise<boolean> {
  if (discount.usageLimit === null) return false;
  const [row] = await db
    .select({ uses: count() })
    .from(discountUses)
    .where(and(eq(discountUses.discountId, discount.id), eq(discountUses.state, 'used')));
  return (row?.uses ?? 0) >= discount.usageLimit;
}

/**
 * Holds a use of the code for a payment starting now, or says why it cannot: the code is used up,
 * or this customer used it already. The customer's own earlier holds (a payment page opened again)
 * give way to this one. Call inside the transaction that writes the checkout.
 */
export async function holdDiscountUse(
  tx: Tx,
  use: { discountId: string; checkoutId: string; customerKey: string; now: Date },
): Promise<DiscountRefusal | undefined> {
  const discount = await lockDiscount(tx, use.discountId);
  if (!discount) return 'unknown';
  if (discount.status !== 'active') return 'paused';
  await tx
    .delete(discountUses)
    .where(
      and(
        eq(discountUses.discountId, use.discountId),
        eq(discountUses.customerKey, use.customerKey),
        eq(discountUses.state, 'held'),
      ),
    );
  if (discount.oncePerCustomer && (await countUses(tx, use.discountId, use.now, use.customerKey)) > 0) {
    return 'already_used';
  }
  if (discount.usageLimit !== null && (await countUses(tx, use.discountId, use.now)) >= discount.usageLimit) {
    return 'used_up';
  }
  await tx.insert(discountUses).values({
    discountId: use.discountId,
    checkoutId: use.checkoutId,
    customerKey: use.customerKey,
    createdAt: use.now,
  });
  return undefined;
}

/**
 * Records the order's use of its code, or says why the order may not have it (used up, or used by
 * this customer already, by orders placed since its payment started). Call inside the order's
 * transaction.
 */
export async function useDiscount(
  tx: Tx,
  use: { code: string; checkoutId: string; orderId: string; customerKey: string; amountCents: number },
): Promise<DiscountRefusal | undefined> {
  const [found] = await tx.select({ id: discounts.id }).from(discounts).where(eq(discounts.code, use.code));
  if (!found) return 'unknown';
  const discount = await lockDiscount(tx, found.id);
  if (!discount) return 'unknown';
  const usedBy = async (customerKey?: string) => {
    const [row] = await tx
      .select({ uses: count() })
      .from(discountUses)
      .where(
        and(
          eq(discountUses.discountId, discount.id),
          eq(discountUses.state, 'used'),
          ne(discountUses.checkoutId, use.checkoutId),
          customerKey === undefined ? undefined : eq(discountUses.customerKey, customerKey),
        ),
      );
    return row?.uses ?? 0;
  };
  if (discount.oncePerCustomer && (await usedBy(use.customerKey)) > 0) return 'already_used';
  if (discount.usageLimit !== null && (await usedBy()) >= discount.usageLimit) return 'used_up';
  await tx
    .insert(discountUses)
    .values({
      discountId: discount.id,
      checkoutId: use.checkoutId,
      orderId: use.orderId,
      customerKey: use.customerKey,
      state: 'used',
      amountCents: use.amountCents,
    })
    .onConflictDoUpdate({
      target: [discountUses.checkoutId, discountUses.discountId],
      set: { state: 'used', orderId: use.orderId, amountCents: use.amountCents },
    });
  return undefined;
}

/** Each code's uses: orders placed, and payments under way holding one. */
export async function countUsesByDiscount(
  db: Pick<Tx, 'select'>,
  now: Date,
): Promise<Map<string, { used: number; held: number }>> {
  const rows = await db
    .select({
      discountId: discountUses.discountId,
      used: sql<number>`count(*) filter (where ${discountUses.state} = 'used')`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${discountUses.state} = 'held')`.mapWith(Number),
    })
    .from(discountUses)
    .innerJoin(checkouts, eq(checkouts.id, discountUses.checkoutId))
    .where(counting(now))
    .groupBy(discountUses.discountId);
  return new Map(rows.map(({ discountId, used, held }) => [discountId, { used, held }]));
}
