import { and, eq } from 'drizzle-orm';
import type { Product } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { isOnSale, listVariants } from '../products/index.js';
import { cardColumns, toProductDetailDto } from './product-dto.js';

/**
 * A product with options, with its variants for the page's picker (one query by the product's id);
 * a product sold one way as it is. The variants' stock moves with every sale, so it is always read.
 */
export async function withVariants(db: Db, product: Product): Promise<Product> {
  if (!product.options || product.options.length === 0) return product;
  const variants = await listVariants(db, product.id);
  return {
    ...product,
    variants: variants.map(
      ({ barcode: _barcode, weightGrams: _weight, taxClass: _taxClass, ...variant }) => variant,
    ),
  };
}

/**
 * One product on sale, as its page shows it, read by primary key. When the index keeps cards it
 * answers first (index-search.ts): as fresh as the listings, kept by the same change events (decision
 * 036).
 */
export async function getProduct(db: Db, productId: string): Promise<Product> {
  const [row] = await db
    .select({ ...cardColumns, gallery: products.gallery })
    .from(products)
    .where(and(eq(products.id, productId), isOnSale))
    .limit(1);
  if (!row) throw notFound();
  return withVariants(db, toProductDetailDto(row));
}
