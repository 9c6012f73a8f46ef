// A code's limits, held under a race (decision 070). A limited code (a usage limit, or one order per
// customer) is checked under a lock on its row (select ... for update, as the invoice counter does:
// decision 066), so shoppers using one code queue for the moment it takes to count and write, and 100
// of them racing for a single use give one order, on PostgreSQL and PGlite alike. A code without
// limits is never locked: its orders do not wait for each other.
//
// A payment that starts holds a use of a limited code (in the transaction that writes its checkout);
// the order turns it into `used` and adds one to the code's `used_count`, under the same lock. A held
// use counts only while its checkout is open and younger than HOLD_MS: a payment refused, cancelled or
// abandoned frees it without anyone releasing it. The order's own check is the guarantee: it reads the
// count again under the lock, so a payment that outlived its hold is refused (the card released) when
// the code was used up meanwhile.
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

/** Whether a code has limits to keep (a usage limit, or one order per customer). */
export const isLimited = (discount: { usageLimit: number | null; oncePerCustomer: boolean }): boolean =>
  discount.usageLimit !== null || discount.oncePerCustomer;

/**
 * Whether orders placed have used a limited code up (the quote's early word, from the row it read).
 * Uses held by payments under way are left to the payment's hold, which counts them: one of them may
 * be this shopper's own, from a payment page they left to change their address.
 */
export const isUsedUp = (discount: { usageLimit: number | null; usedCount: number }): boolean =>
  discount.usageLimit !== null && discount.usedCount >= discount.usageLimit;

/** Other customers' payments under way that hold a use of the code now (young, their checkout open). */
async function countHeld(
  tx: Pick<Tx, 'select'>,
  discountId: string,
  now: Date,
  exceptCustomer: string,
): Promise<number> {
  const [row] = await tx
    .select({ uses: count() })
    .from(discountUses)
    .innerJoin(checkouts, eq(checkouts.id, discountUses.checkoutId))
    .where(
      and(
        eq(discountUses.discountId, discountId),
        eq(discountUses.state, 'held'),
        ne(discountUses.customerKey, exceptCustomer),
        eq(checkouts.state, 'open'),
        gt(discountUses.createdAt, new Date(now.getTime() - HOLD_MS)),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * Whether the customer has an order with the code. (Their own payment under way gives its hold to the
 * new one: the same shopper opening the payment page again.)
 */
async function hasUsed(tx: Pick<Tx, 'select'>, discountId: string, customerKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ uses: count() })
    .from(discountUses)
    .where(
      and(
        eq(discountUses.discountId, discountId),
        eq(discountUses.customerKey, customerKey),
        eq(discountUses.state, 'used'),
      ),
    );
  return (row?.uses ?? 0) > 0;
}

/**
 * Holds a use of a limited code for a payment starting now, or says why it cannot: the code is used
 * up, or this customer used it already. The customer's own earlier holds (a payment page opened again)
 * give way to this one. Call inside the transaction that writes the checkout.
 */
export async function holdDiscountUse(
  tx: Tx,
  use: { discountId: string; checkoutId: string; customerKey: string; now: Date },
): Promise<DiscountRefusal | undefined> {
  const discount = await lockDiscount(tx, use.discountId);
  if (!discount) return 'unknown';
  if (discount.status !== 'active') return 'paused';
  if (discount.oncePerCustomer && (await hasUsed(tx, use.discountId, use.customerKey))) {
    return 'already_used';
  }
  if (
    discount.usageLimit !== null &&
    discount.usedCount + (await countHeld(tx, use.discountId, use.now, use.customerKey)) >=
      discount.usageLimit
  ) {
    return 'used_up';
  }
  // The customer's earlier hold, if any, becomes this payment's.
  await tx
    .insert(discountUses)
    .values({
      discountId: use.discountId,
      checkoutId: use.checkoutId,
      customerKey: use.customerKey,
      createdAt: use.now,
    })
    .onConflictDoUpdate({
      target: [discountUses.discountId, discountUses.customerKey],
      targetWhere: sql`${discountUses.state} = 'held'`,
      set: { checkoutId: use.checkoutId, createdAt: use.now },
    });
  return undefined;
}

/**
 * Records the order's use of its code, or says why the order may not have it (a limited code used up,
 * or used by this customer already, by orders placed since its payment started). Call inside the
 * order's transaction, as late as may be: a limited code's row stays locked until the commit. The
 * discount is as the order's check read it a moment before (its id and limits).
 */
export async function useDiscount(
  tx: Tx,
  discount: { id: string; usageLimit: number | null; oncePerCustomer: boolean },
  use: { checkoutId: string; orderId: string; customerKey: string; amountCents: number },
): Promise<DiscountRefusal | undefined> {
  if (discount.oncePerCustomer) {
    // Counted under the lock: two orders of one customer cannot both pass.
    const locked = await lockDiscount(tx, discount.id);
    if (!locked) return 'unknown';
    const [mine] = await tx
      .select({ uses: count() })
      .from(discountUses)
      .where(
        and(
          eq(discountUses.discountId, discount.id),
          eq(discountUses.customerKey, use.customerKey),
          eq(discountUses.state, 'used'),
          ne(discountUses.checkoutId, use.checkoutId),
        ),
      );
    if ((mine?.uses ?? 0) > 0) return 'already_used';
  }
  if (discount.usageLimit !== null) {
    // One statement takes the row's lock, checks the count against the limit and adds this order:
    // a concurrent order waits, then re-reads the row (the guarantee, whatever became of the hold).
    const [taken] = await tx
      .update(discounts)
      .set({ usedCount: sql`${discounts.usedCount} + 1` })
      .where(
        and(
          eq(discounts.id, discount.id),
          sql`${discounts.usageLimit} is not null and ${discounts.usedCount} < ${discounts.usageLimit}`,
        ),
      )
      .returning({ id: discounts.id });
    if (!taken) return 'used_up';
  }
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
