// A visitor's cart joining the saved cart at sign-in: the same variant adds quantities, capped.
// The browser names each merge (mergeId) and retries with the same id and lines, so a merge seen
// before adds nothing and answers the cart as it is now (decision 020).
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  CART_MERGE_RETENTION_DAYS,
  MAX_CART_QUANTITY,
  type CartMergeInput,
  type CartResponse,
} from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, cartMerges } from '../../db/schema/index.js';
import { getCart } from './get-cart.js';
import { keepSellableLines, lockCart } from './save-cart.js';

/** Records the merge; false when this shopper's cart has taken it already. */
async function recordMerge(tx: Tx, userId: string, mergeId: string): Promise<boolean> {
  // Forgetting old merges keeps the table small; a browser retries at once or at its next visit.
  await tx
    .delete(cartMerges)
    .where(
      and(
        eq(cartMerges.userId, userId),
        lt(cartMerges.mergedAt, sql`now() - make_interval(days => ${CART_MERGE_RETENTION_DAYS})`),
      ),
    );
  const recorded = await tx
    .insert(cartMerges)
    .values({ userId, mergeId })
    .onConflictDoNothing()
    .returning({ mergeId: cartMerges.mergeId });
  return recorded.length > 0;
}

export async function mergeCart(db: Db, userId: string, merge: CartMergeInput): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    // NOTE: a replay must not add again, nor put back what the shopper changed since the first
    // one (a PUT may have come in between): it only reads the cart.
    if (!(await recordMerge(tx, userId, merge.mergeId))) return getCart(tx, userId);
    const kept = await keepSellableLines(tx, merge.items);
    if (kept.length > 0) {
      const now = Date.now();
      await tx
        .insert(cartItems)
        .values(kept.map((line, index) => ({ userId, ...line, addedAt: new Date(now + index) })))
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.variantId],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})` },
        });
    }
    return getCart(tx, userId);
  });
}
