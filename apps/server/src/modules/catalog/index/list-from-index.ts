// The storefront's listing answered by the index: the page's slots from queryIndex, then the
// products themselves, from the index's cards or, when it keeps none, read by id in one query (so
// stock, reviews and descriptions are as fresh as the database's).
import { and, inArray } from 'drizzle-orm';
import type { Product, ProductListQuery } from '@eshop/shared';
import type { Db } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';
import type { ProductPage } from '../list-products.js';
import { isOnSale } from '../on-sale.js';
import { toProductDto } from '../product-dto.js';
import type { CatalogIndex } from './catalog-index.js';
import { queryIndex } from './query-index.js';

async function productsOf(index: CatalogIndex, db: Db, slots: number[]): Promise<Product[]> {
  if (index.keepsCards) return slots.flatMap((slot) => index.cards[slot] ?? []);
  if (slots.length === 0) return [];
  const ids = slots.map((slot) => index.idOf(slot));
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isOnSale));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A product deleted since the index was read is left out rather than shown.
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductDto(row)] : [];
  });
}

export async function listFromIndex(
  index: CatalogIndex,
  db: Db,
  query: ProductListQuery,
): Promise<ProductPage> {
  const { slots, total, facets } = queryIndex(index, query);
  return {
    items: await productsOf(index, db, slots),
    total,
    page: query.page,
    pageSize: query.limit,
    pageCount: Math.ceil(total / query.limit),
    ...(facets ? { facets } : {}),
  };
}
