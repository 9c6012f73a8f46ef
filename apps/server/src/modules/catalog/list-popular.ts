// The products shoppers buy most (decision 061): what a search that finds nothing offers. Units sold
// are counted at checkout (products/product-stock.ts); a product sold out is left out, and among
// equals the newer product comes first. One indexed read (products_units_sold_idx).
import { and, desc, gt } from 'drizzle-orm';
import type { Product } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { isOnSale } from '../products/index.js';
import { cardColumns, toProductDto } from './product-dto.js';

export async function listPopularProducts(db: Db, limit: number): Promise<Product[]> {
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(and(isOnSale, gt(products.stock, 0)))
    .orderBy(desc(products.unitsSold), desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map(toProductDto);
}
