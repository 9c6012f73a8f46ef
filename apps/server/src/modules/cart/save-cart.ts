// Writing a signed-in shopper's cart: replace it (the browser's cart changed) or empty it (an order
// bought it). A line is one variant (decision 060). Lines that cannot be kept as they are (their
// product or variant left the shop, or a product gained options and the line chose none) are dropped
// rather than failing the whole cart. Merging a visitor's cart at sign-in is in merge-cart.ts.
import { eq, sql } from 'drizzle-orm';
import { lineKeyOf, MAX_CART_QUANTITY, type CartLineInput, type CartResponse } from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { cartItems } from '../../db/schema/index.js';
import { findVariantsForSale, isForSale } from '../products/index.js';
import { getCart } from './get-cart.js';

/** One writer per cart: two saves of one shopper's cart at once run one after the other. */
export const lockCart = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);

export type KeptLine = { productId: string; variantId: string; quantity: number };

/**
 * The lines as variants on sale, in the browser's order. Two lines that turn out to be one variant (a
 * product named alone and its single variant named) become one, their quantities added (capped).
 */
export async function keepSellableLines(tx: Tx, lines: CartLineInput[]): Promise<KeptLine[]> {
  const found = await findVariantsForSale(tx, lines);
  const kept = new Map<string, KeptLine>();
  for (const line of lines) {
    const variant = found.get(lineKeyOf(line));
    if (!isForSale(variant)) continue;
    const same = kept.get(variant.variantId);
    if (same) same.quantity = Math.min(same.quantity + line.quantity, MAX_CART_QUANTITY);
    else
      kept.set(variant.variantId, {
        productId: variant.productId,
        variantId: variant.variantId,
        quantity: line.quantity,
      });
  }
  return [...kept.values()];
}

export async function replaceCart(db: Db, userId: string, lines: CartLineInput[]): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const kept = await keepSellableLines(tx, lines);
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    if (kept.length > 0) {
      const now = Date.now();
      // addedAt keeps the browser's order of lines.
      await tx
        .insert(cartItems)
        .values(kept.map((line, index) => ({ userId, ...line, addedAt: new Date(now + index) })));
    }
    return getCart(tx, userId);
  });
}

/** Empties the shopper's cart inside the caller's transaction (the order that bought it). */
export async function emptyCart(tx: Tx, userId: string): Promise<void> {
  await lockCart(tx, userId);
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** A product leaves the shop (kept only for past orders): no cart holds it any more. */
export async function removeProductFromCarts(tx: Tx, productId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.productId, productId));
}
