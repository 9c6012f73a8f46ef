// Writing a signed-in shopper's cart: replace it (the browser's cart changed) or empty it (an order
// bought it). Lines for products that no longer exist are dropped rather than failing the whole
// cart. Merging a visitor's cart at sign-in is in merge-cart.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CartLineInput, CartResponse } from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, products } from '../../db/schema/index.js';
import { isOnSale } from '../products/index.js';
import { getCart } from './get-cart.js';

/** One writer per cart: two saves of one shopper's cart at once run one after the other. */
export const lockCart = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);

export async function keepExistingProducts(tx: Tx, lines: CartLineInput[]): Promise<CartLineInput[]> {
  if (lines.length === 0) return [];
  const ids = lines.map((line) => line.productId);
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), isOnSale));
  const existing = new Set(found.map((row) => row.id));
  return lines.filter((line) => existing.has(line.productId));
}

export async function replaceCart(db: Db, userId: string, lines: CartLineInput[]): Promise<CartResponse> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const kept = await keepExistingProducts(tx, lines);
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
