import { and, asc, eq } from 'drizzle-orm';
import { sumLineTotals, type CartResponse } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { cartItems, products } from '../../db/schema/index.js';
import { isOnSale } from '../products/index.js';

type Reader = Pick<Db, 'select'>;

/** The shopper's cart with today's names and prices from the catalogue; totals computed here. */
export async function getCart(db: Reader, userId: string): Promise<CartResponse> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      imageURL: products.imageUrl,
      cartQuantity: cartItems.quantity,
      stock: products.stock,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.id, cartItems.productId), isOnSale))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
  return {
    items: rows,
    totalQuantity: rows.reduce((sum, item) => sum + item.cartQuantity, 0),
    totalAmountCents: sumLineTotals(rows),
  };
}
