import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { isOnSale } from '../products/index.js';

export type ProductForSale = {
  id: string;
  name: string;
  priceCents: number;
  imageURL: string;
  stock: number;
};
type Reader = Pick<Db, 'select'>;

/** Today's name, price, image and stock of each product on sale, by id (what a checkout charges). */
export async function findProductsForSale(db: Reader, ids: string[]): Promise<Map<string, ProductForSale>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      imageURL: products.imageUrl,
      stock: products.stock,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isOnSale));
  return new Map(rows.map((row) => [row.id, row]));
}
