// Stock lives on variants (decision 060), and the product keeps their sum for listings' "in stock"
// filter. The stock columns have one writer (decision 037): checkout takes units, a refund puts them
// back, the admin sets the count. Each function runs in the caller's transaction, so the stock moves
// only when the order, the refund or the edit commits, and tells every instance (its cached answers and
// catalogue index) that the product changed.
//
// Every writer locks the product row first, then its variant: two orders naming variants of the same
// product queue on the product instead of each holding a variant the other waits for. The lock is FOR
// NO KEY UPDATE: it does not wait for (or block) the key-share lock a cart line's insert takes on its
// product, so a cart being saved never holds up a sale, nor deadlocks with one.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { products, productVariants } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isOnSale } from './on-sale.js';
import { variantTitleOf } from './variants-for-sale.js';
import { publishEvent } from '../events/index.js';

/**
 * Takes `quantity` units of a variant of a product on sale; false (and nothing taken) when fewer are
 * left. One statement: it locks the product, takes the units from the variant under the guard
 * `stock >= quantity` (PostgreSQL checks it again on the newest row when another sale got there first,
 * so the last units go to exactly one order), then lowers the product's sum and counts the units sold.
 */
export async function takeStock(
  tx: Tx,
  line: { productId: string; variantId: string },
  quantity: number,
): Promise<boolean> {
  const [taken] = await queryRows<{ product_stock: number; variant_stock: number }>(
    tx,
    sql`with locked as (
          select ${products.id} from ${products}
          where ${products.id} = ${line.productId} and ${products.deletedAt} is null
          for no key update
        ), taken as (
          update ${productVariants} set stock = ${productVariants.stock} - ${quantity}
          from locked
          where ${productVariants.id} = ${line.variantId} and ${productVariants.productId} = locked.id
            and ${productVariants.stock} >= ${quantity}
          returning ${productVariants.stock} as variant_stock
        )
        update ${products}
        set stock = greatest(0, ${products.stock} - ${quantity}), units_sold = ${products.unitsSold} + ${quantity}
        from taken
        where ${products.id} = ${line.productId}
        returning ${products.stock} as product_stock, taken.variant_stock`,
  );
  // A size or the whole product sold out: every storefront shows it.
  if (taken && (taken.variant_stock === 0 || taken.product_stock === 0)) {
    await publishEvent(tx, 'public', 'product.changed', { productId: line.productId });
  }
  return taken !== undefined;
}

/**
 * The variant an order line's units go back to: the one it names, or for a line of an order placed
 * before variants, the product's single variant. Undefined when it is gone (the product or variant was
 * deleted since) or cannot be known (the product has gained options since).
 */
async function variantToRestock(tx: Tx, line: { productId: string; variantId?: string | undefined }) {
  const rows = await tx
    .select({ id: productVariants.id })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.id, line.productId),
        line.variantId ? eq(productVariants.id, line.variantId) : sql`${products.options} = '[]'::jsonb`,
      ),
    )
    .for('no key update', { of: products });
  return rows.length === 1 ? rows[0]?.id : undefined;
}

/** Puts units back (a refund's restock); false when there is no variant left to return them to. */
export async function returnStock(
  tx: Tx,
  line: { productId: string; variantId?: string | undefined },
  quantity: number,
): Promise<boolean> {
  const variantId = await variantToRestock(tx, line);
  if (!variantId) return false;
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${quantity}` })
    .where(eq(productVariants.id, variantId));
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, line.productId));
  await publishEvent(tx, 'public', 'product.changed', { productId: line.productId });
  return true;
}

/** The count to set: a number, or (the admin's difference) the current count moved by `by`, within `max`. */
export type StockSetting = { stock: number } | { by: number; max: number };

/**
 * Sets the stock of a variant of a product on sale (without `variantId`: the single variant of a
 * product without options), and so the product's sum. Returns the variant's row as the stock list
 * shows it, or undefined when no product on sale has that id or that variant. A product with options
 * named without a variant is refused (409): which size to set cannot be guessed.
 */
export async function setStock(
  tx: Tx,
  line: { productId: string; variantId?: string | undefined },
  setting: StockSetting,
) {
  const [product] = await tx
    .select({
      name: products.name,
      brand: products.brand,
      imageUrl: products.imageUrl,
      options: products.options,
    })
    .from(products)
    .where(and(eq(products.id, line.productId), isOnSale))
    .for('no key update');
  if (!product) return undefined;
  if (!line.variantId && product.options.length > 0) {
    throw new AppError('CONFLICT', `${product.name} has options: set the stock of each of its variants.`);
  }
  const stock =
    'stock' in setting
      ? setting.stock
      : sql<number>`least(${setting.max}, greatest(0, ${productVariants.stock} + ${setting.by}))`;
  const [variant] = await tx
    .update(productVariants)
    .set({ stock })
    .where(
      and(
        eq(productVariants.productId, line.productId),
        line.variantId ? eq(productVariants.id, line.variantId) : undefined,
      ),
    )
    .returning();
  if (!variant) return undefined;
  await tx
    .update(products)
    .set({
      stock: sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${line.productId})`,
      editedAt: new Date(),
    })
    .where(eq(products.id, line.productId));
  await publishEvent(tx, 'public', 'product.changed', { productId: line.productId });
  return {
    id: line.productId,
    variantId: variant.id,
    variantTitle: variantTitleOf([variant.option1, variant.option2, variant.option3]),
    sku: variant.sku,
    name: product.name,
    brand: product.brand,
    imageURL: variant.imageUrl ?? product.imageUrl,
    stock: variant.stock,
  };
}
