// Prices a checkout from the catalogue: the browser names products and quantities, the server
// decides what each line costs (the developer guide's differences from the spec, 4). A line naming no product is refused, naming it, and
// so is a line asking for more than is in stock (409, naming the product).
import { sumLineTotals, type OrderItem } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findProductsForSale } from '../../modules/catalog/index.js';

/** What the shopper is told when a product has fewer units than the cart asks for. */
export const stockShortage = (product: { name: string; stock: number }): string =>
  product.stock === 0
    ? `${product.name} is sold out.`
    : `Only ${product.stock} of ${product.name} left in stock.`;

/** Past this the amount is absurd for a card payment (Stripe's own ceiling is $999,999.99). */
export const MAX_CHARGE_CENTS = 99_999_999;

export function assertChargeable(amountCents: number): void {
  if (amountCents > MAX_CHARGE_CENTS) {
    throw new AppError('VALIDATION_ERROR', 'The order total is above what one card payment can take.');
  }
}

export async function priceLines(
  db: Pick<Db, 'select'>,
  lines: readonly { id: string; cartQuantity: number }[],
  options: { checkStock: boolean } = { checkStock: true },
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
  const short = lines.flatMap((line, index) => {
    if (!options.checkStock) return [];
    const product = found.get(line.id)!;
    return line.cartQuantity > product.stock
      ? [{ path: `items.${index}.cartQuantity`, message: stockShortage(product) }]
      : [];
  });
  if (short.length > 0) {
    throw new AppError('CONFLICT', short.map((detail) => detail.message).join(' '), short);
  }
  const items = lines.map((line) => {
    const { id, name, priceCents, imageURL } = found.get(line.id)!;
    return { id, name, priceCents, imageURL, cartQuantity: line.cartQuantity };
  });
  const amountCents = sumLineTotals(items);
  if (amountCents <= 0) throw new AppError('VALIDATION_ERROR', 'There is nothing to pay for.');
  assertChargeable(amountCents);
  return { items, amountCents };
}
