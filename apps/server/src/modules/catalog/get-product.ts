import { and, eq } from 'drizzle-orm';
import type { Product } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { isOnSale } from './on-sale.js';
import { toProductDetailDto } from './product-dto.js';

export async function getProduct(db: Db, productId: string): Promise<Product> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), isOnSale))
    .limit(1);
  if (!row) throw notFound();
  return toProductDetailDto(row);
}
