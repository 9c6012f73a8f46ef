// The stock column of the products table has one writer (decision 037): checkout takes units, a
// refund puts them back, the admin sets the count. Each function runs in the caller's transaction, so
// the stock moves only when the order, the refund or the edit commits, and tells every instance (its
// cached answers and catalogue index) that the product changed.
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { isOnSale } from './on-sale.js';
import { publishEvent } from '../events/index.js';

/**
 * Takes `quantity` units of a product on sale; false (and nothing taken) when fewer are left. The guard
 * `stock >= quantity` and the row lock the update takes make concurrent orders queue on the product:
 * the last units go to exactly one of them.
 */
export async function takeStock(tx: Tx, productId: string, quantity: number): Promise<boolean> {
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), isOnSale, gte(products.stock, quantity)))
    .returning({ stock: products.stock });
  // The last unit went: every storefront shows it sold out.
  if (taken?.stock === 0) await publishEvent(tx, 'public', 'product.changed', { productId });
  return taken !== undefined;
}

/** Puts units back (a refund's restock); false when the product was deleted since: nothing to return to. */
export async function returnStock(tx: Tx, productId: string, quantity: number): Promise<boolean> {
  const updated = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  if (updated.length === 0) return false;
  await publishEvent(tx, 'public', 'product.changed', { productId });
  return true;
}

/**
 * Sets the stock of a product on sale to a count, or to an expression over the current stock (the
 * admin's difference, applied in the same statement as sales' decrements). Returns the product's row
 * as the stock list shows it, or undefined when no product on sale has that id.
 */
export async function setStock(tx: Tx, productId: string, stock: number | SQL<number>) {
  const [updated] = await tx
    .update(products)
    .set({ stock, editedAt: new Date() })
    .where(and(eq(products.id, productId), isOnSale))
    .returning({
      id: products.id,
      name: products.name,
      brand: products.brand,
      imageURL: products.imageUrl,
      stock: products.stock,
    });
  if (updated) await publishEvent(tx, 'public', 'product.changed', { productId });
  return updated;
}
