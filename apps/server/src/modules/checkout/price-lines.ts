// Prices a checkout from the catalogue: the browser names products and quantities, the server
// decides what each line costs (DESIGN.md 5.4). A line naming no product is refused, naming it.
import { sumLineTotals, type OrderItem } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findProductsForSale } from '../catalog/find-products.js';

/** Past this the amount is absurd for a card payment (Stripe's own ceiling is $999,999.99). */
export const MAX_CHARGE_CENTS = 99_999_999;

export async function priceLines(
  db: Pick<Db, 'select'>,
  lines: readonly { id: string; cartQuantity: number }[],
): Promise<{ items: OrderItem[]; amountCents: number }> {
  const found = await findProductsForSale(
    db,
    lines.map((line) => line.id),
  );
  const missing = lines.flatMap((line, index) =>
    found.has(line.id)
      ? []
      : [{ path: `items.${index}.id`, message: 'This product is no longer in the shop.' }],
  );
  if (missing.length > 0) {
    throw new AppError('VALIDATION_ERROR', 'Some products in the cart are no longer in the shop.', missing);
  }
  const items = lines.map((line) => {
    const product = found.get(line.id)!;
    return { ...product, cartQuantity: line.cartQuantity };
  });
  const amountCents = sumLineTotals(items);
  if (amountCents <= 0) throw new AppError('VALIDATION_ERROR', 'There is nothing to pay for.');
  if (amountCents > MAX_CHARGE_CENTS) {
    throw new AppError('VALIDATION_ERROR', 'The order total is above what one card payment can take.');
  }
  return { items, amountCents };
}
