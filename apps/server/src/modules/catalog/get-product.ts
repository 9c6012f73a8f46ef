import { and, eq } from 'drizzle-orm';
import type { Product } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { isOnSale } from './on-sale.js';
import { cardColumns, toProductDetailDto } from './product-dto.js';
import type { CatalogIndex } from './index/catalog-index.js';

/**
 * One product on sale, as its page shows it: from the index's card when it keeps cards (as fresh as
 * the listings, kept by the same change events; decision 036), else one query by primary key (also
 * for a product the index has not heard of yet).
 */
export async function getProduct(db: Db, productId: string, index?: CatalogIndex): Promise<Product> {
  const indexed = index?.productOf(productId);
  if (indexed) return indexed;
  const [row] = await db
    .select({ ...cardColumns, gallery: products.gallery })
    .from(products)
    .where(and(eq(products.id, productId), isOnSale))
    .limit(1);
  if (!row) throw notFound();
  return toProductDetailDto(row);
}
