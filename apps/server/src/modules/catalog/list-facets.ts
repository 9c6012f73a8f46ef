// What the filter panel offers: every category with its product count, and the brands (of one
// category, or of all) with theirs.
import { and, asc, count, eq } from 'drizzle-orm';
import { CATEGORIES, type BrandCount, type Category, type CategoryCount } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { isOnSale } from './on-sale.js';

export async function listCategories(db: Db): Promise<CategoryCount[]> {
  const rows = await db
    .select({ name: products.category, count: count() })
    .from(products)
    .where(isOnSale)
    .groupBy(products.category);
  const counts = new Map(rows.map((row) => [row.name, row.count]));
  // All seven categories, in the spec's order, even those without products.
  return CATEGORIES.map((name) => ({ name, count: counts.get(name) ?? 0 }));
}

export async function listBrands(db: Db, category?: Category): Promise<BrandCount[]> {
  return db
    .select({ name: products.brand, count: count() })
    .from(products)
    .where(category ? and(isOnSale, eq(products.category, category)) : isOnSale)
    .groupBy(products.brand)
    .orderBy(asc(products.brand));
}
