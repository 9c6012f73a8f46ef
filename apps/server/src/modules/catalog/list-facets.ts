// What the filter panel offers: every category with its product count, and the brands (of one
// category, or of all) with theirs. From the in-memory catalogue index once it is built (the drawn
// pages ask on every render: a GROUP BY over 100k rows cost a home page ~100 ms with the cache off),
// from the database until then.
import { and, asc, count, eq } from 'drizzle-orm';
import { CATEGORIES, type BrandCount, type Category, type CategoryCount } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import type { CatalogIndex } from './index/catalog-index.js';
import { products } from '../../db/schema/index.js';
import { isOnSale } from './on-sale.js';

/** All seven categories, in the spec's order, even those without products. */
const inSpecOrder = (counts: ReadonlyMap<string, number>): CategoryCount[] =>
  CATEGORIES.map((name) => ({ name, count: counts.get(name) ?? 0 }));

export async function listCategories(db: Db, index?: CatalogIndex): Promise<CategoryCount[]> {
  if (index) return inSpecOrder(index.categoryCounts());
  const rows = await db
    .select({ name: products.category, count: count() })
    .from(products)
    .where(isOnSale)
    .groupBy(products.category);
  return inSpecOrder(new Map(rows.map((row) => [row.name, row.count])));
}

export async function listBrands(db: Db, category?: Category, index?: CatalogIndex): Promise<BrandCount[]> {
  if (index) return index.brandCounts(category);
  return db
    .select({ name: products.brand, count: count() })
    .from(products)
    .where(category ? and(isOnSale, eq(products.category, category)) : isOnSale)
    .groupBy(products.brand)
    .orderBy(asc(products.brand));
}
