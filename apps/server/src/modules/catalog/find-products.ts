import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

export type ProductForSale = { id: string; name: string; priceCents: number; imageURL: string };
type Reader = Pick<Db, 'select'>;

/** Today's name, price and image of each product that exists, by id (what a checkout charges). */
export async function findProductsForSale(db: Reader, ids: string[]): Promise<Map<string, ProductForSale>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      imageURL: products.imageUrl,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
