// What the filter panel offers: every category with its product count, and the brands (of one
// category, or of all) with theirs. Counted by the in-memory catalogue index when given one (the drawn
// pages ask on every render: a GROUP BY over 100k rows cost a home page ~100 ms with the cache off),
// by the database otherwise; which one is the product search's choice (create-product-search.ts).
import { and, asc, count, eq } from 'drizzle-orm';
import type { BrandCount, CategoryCount } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import type { CatalogIndex } from './index/catalog-index.js';
import { products } from '../../db/schema/index.js';
import { isOnSale } from '../products/index.js';

/** The shop's categories (`names`, in the owner's order), even those without products, with their counts. */
export async function listCategories(
  names: readonly string[],
  db: Db,
  index?: CatalogIndex,
): Promise<CategoryCount[]> {
  const counts = index ? index.categoryCounts() : await countByCategory(db);
  return names.map((name) => ({ name, count: counts.get(name) ?? 0 }));
}

async function countByCategory(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ name: products.category, count: count() })
    .from(products)
    .where(isOnSale)
    .groupBy(products.category);
  return new Map(rows.map((row) => [row.name, row.count]));
}

export async function listBrands(db: Db, category?: string, index?: CatalogIndex): Promise<BrandCount[]> {
  if (index) return index.brandCounts(category);
  return db
    .select({ name: products.brand, count: count() })
    .from(products)
    .where(category ? and(isOnSale, eq(products.category, category)) : isOnSale)
    .groupBy(products.brand)
    .orderBy(asc(products.brand));
}
