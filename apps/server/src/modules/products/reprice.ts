// Every price of the catalogue moved to another currency's minor units, keeping its number (decision
// 063): 19.99 USD -> 19.99 EUR (1999 -> 1999), -> 20 JPY (1999 -> 20), -> 19.990 KWD (1999 -> 19990).
// Run inside the currency change's transaction; products and variants are rounded by the same rule
// (half up, as keepNumberIn does), so a product's price stays the lowest of its variants'.
import { MAX_PRODUCT_PRICE_CENTS } from '@eshop/shared';
import { count, gt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { productVariants, products } from '../../db/schema/index.js';
import { shiftedAmount } from '../../lib/shifted-amount.js';

/** How many products or variants would cost more than a price may after the move (none: it can go). */
export async function countPricesTooHighAfter(tx: Tx, digits: number): Promise<number> {
  if (digits <= 0) return 0;
  const limit = Math.floor(MAX_PRODUCT_PRICE_CENTS / 10 ** digits);
  const [variants] = await tx
    .select({ count: count() })
    .from(productVariants)
    .where(or(gt(productVariants.priceCents, limit), gt(productVariants.compareAtCents, limit)));
  const [productRows] = await tx
    .select({ count: count() })
    .from(products)
    .where(or(gt(products.priceMaxCents, limit), gt(products.compareAtCents, limit)));
  return (variants?.count ?? 0) + (productRows?.count ?? 0);
}

/** Moves every price, compare-at price and price range; answers how many products it touched. */
export async function repriceCatalogue(tx: Tx, digits: number): Promise<number> {
  if (digits === 0) return 0;
  // Variants first: a product's update makes its single variant follow it (migration 0019's
  // trigger), which then finds it already equal and writes nothing.
  await tx.update(productVariants).set({
    priceCents: shiftedAmount(productVariants.priceCents, digits),
    compareAtCents: shiftedAmount(productVariants.compareAtCents, digits),
  });
  const moved = await tx
    .update(products)
    .set({
      priceCents: shiftedAmount(products.priceCents, digits),
      priceMaxCents: shiftedAmount(products.priceMaxCents, digits),
      compareAtCents: shiftedAmount(products.compareAtCents, digits),
    })
    .returning({ id: products.id });
  return moved.length;
}
