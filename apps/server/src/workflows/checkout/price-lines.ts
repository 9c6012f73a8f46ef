// Prices a checkout from the catalogue: the browser names products, their variants and quantities,
// the server decides what each line costs (the developer guide's differences from the spec, 4). A line
// naming no product on sale is refused, naming it; so is a product with options named without its
// variant (naming the options to choose), and a line asking for more than is in stock (409, naming the
// product and variant).
import { lineKeyOf, lineName, sumLineTotals, type OrderItem, type TaxClass } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { choiceMessage, findVariantsForSale, isForSale } from '../../modules/products/index.js';

/** What the shopper is told when a variant has fewer units than the cart asks for. */
export const stockShortage = (line: {
  name: string;
  variantTitle?: string | undefined;
  stock: number;
}): string =>
  line.stock === 0
    ? `${lineName(line)} is sold out.`
    : `Only ${line.stock} of ${lineName(line)} left in stock.`;

/** Past this the amount is absurd for a card payment (Stripe's own ceiling is $999,999.99). */
export const MAX_CHARGE_CENTS = 99_999_999;

export function assertChargeable(amountCents: number): void {
  if (amountCents > MAX_CHARGE_CENTS) {
    throw new AppError('VALIDATION_ERROR', 'The order total is above what one card payment can take.');
  }
}

export type CheckoutLine = { id: string; variantId?: string | undefined; cartQuantity: number };

export async function priceLines(
  db: Pick<Db, 'select'>,
  lines: readonly CheckoutLine[],
  options: { checkStock: boolean } = { checkStock: true },
): Promise<{ items: OrderItem[]; amountCents: number; taxClasses: TaxClass[]; categories: string[] }> {
  const found = await findVariantsForSale(
    db,
    lines.map((line) => ({ productId: line.id, variantId: line.variantId })),
  );
  const variantOf = (line: CheckoutLine) => found.get(lineKeyOf(line));
  const unsellable = lines.flatMap((line, index) => {
    const variant = variantOf(line);
    if (isForSale(variant)) return [];
    return variant?.kind === 'unchosen'
      ? [{ path: `items.${index}.variantId`, message: choiceMessage(variant) }]
      : [{ path: `items.${index}.id`, message: 'This product is no longer in the shop.' }];
  });
  if (unsellable.length > 0) {
    const gone = unsellable.some((detail) => detail.path.endsWith('.id'));
    throw new AppError(
      'VALIDATION_ERROR',
      gone
        ? 'Some products in the cart are no longer in the shop.'
        : unsellable.map((detail) => detail.message).join(' '),
      unsellable,
    );
  }
  const sold = lines.flatMap((line) => {
    const variant = variantOf(line);
    return isForSale(variant) ? [{ line, variant }] : [];
  });
  if (new Set(sold.map(({ variant }) => variant.variantId)).size !== sold.length) {
    throw new AppError('VALIDATION_ERROR', 'Each product may appear once.', [
      { path: 'items', message: 'Each product may appear once.' },
    ]);
  }
  const short = sold.flatMap(({ line, variant }, index) =>
    options.checkStock && line.cartQuantity > variant.stock
      ? [{ path: `items.${index}.cartQuantity`, message: stockShortage(variant) }]
      : [],
  );
  if (short.length > 0) {
    throw new AppError('CONFLICT', short.map((detail) => detail.message).join(' '), short);
  }
  const items = sold.map(({ line, variant }): OrderItem => {
    const { productId, variantId, variantTitle, sku, name, priceCents, imageURL } = variant;
    return {
      id: productId,
      variantId,
      variantTitle,
      sku,
      name,
      priceCents,
      imageURL,
      cartQuantity: line.cartQuantity,
    };
  });
  const amountCents = sumLineTotals(items);
  if (amountCents <= 0) throw new AppError('VALIDATION_ERROR', 'There is nothing to pay for.');
  assertChargeable(amountCents);
  // Each line's tax class, in the items' order (the quote taxes each at its class's rate).
  return {
    items,
    amountCents,
    taxClasses: sold.map(({ variant }) => variant.taxClass),
    // Each line's category, for the discounts that cover categories.
    categories: sold.map(({ variant }) => variant.category),
  };
}
