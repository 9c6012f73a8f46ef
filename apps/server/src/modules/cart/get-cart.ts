import { and, asc, eq, sql } from 'drizzle-orm';
import { sumLineTotals, type CartResponse } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { cartItems, products, productVariants } from '../../db/schema/index.js';
import { isOnSale, variantTitleOf } from '../products/index.js';

type Reader = Pick<Db, 'select'>;

/**
 * The shopper's cart with today's names, prices and stock of its variants; totals computed here. A
 * variant's own picture stands for it (a colour's), else the product's.
 */
export async function getCart(db: Reader, userId: string): Promise<CartResponse> {
  const lines = await db
    .select({
      id: products.id,
      variantId: productVariants.id,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      sku: productVariants.sku,
      name: products.name,
      priceCents: productVariants.priceCents,
      imageURL: sql<string>`coalesce(${productVariants.imageUrl}, ${products.imageUrl})`,
      cartQuantity: cartItems.quantity,
      stock: productVariants.stock,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, and(eq(products.id, productVariants.productId), isOnSale))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(productVariants.id));
  const rows = lines.map(({ option1, option2, option3, ...line }) => ({
    ...line,
    variantTitle: variantTitleOf([option1, option2, option3]),
  }));
  return {
    items: rows,
    totalQuantity: rows.reduce((sum, item) => sum + item.cartQuantity, 0),
    totalAmountCents: sumLineTotals(rows),
  };
}
