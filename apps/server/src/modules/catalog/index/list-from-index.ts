// The storefront's listing answered by the index: the page's slots from queryIndex, then the
// products themselves, from the index's cards or, when it keeps none, from the cards of products
// shown lately, the others read by id in one query. Both are kept current by the change events.
import { and, inArray } from 'drizzle-orm';
import type { Product, ProductListQuery } from '@eshop/shared';
import type { Db } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';
import type { ProductPage } from '../list-products.js';
import { isOnSale } from '../../products/index.js';
import { cardColumns, toProductDto } from '../product-dto.js';
import type { CatalogIndex } from './catalog-index.js';
import { queryIndex } from './query-index.js';
import { NO_SYNONYMS, type SynonymLookup } from '../../../lib/search-terms.js';

async function productsOf(index: CatalogIndex, db: Db, slots: number[]): Promise<Product[]> {
  if (index.keepsCards) return slots.flatMap((slot) => index.cardOf(slot) ?? []);
  if (slots.length === 0) return [];
  const ids = slots.map((slot) => index.idOf(slot));
  const shown = new Map<string, Product>();
  const missing: string[] = [];
  for (const id of ids) {
    const card = index.shownCards.get(id);
    if (card) shown.set(id, card);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const changesBefore = index.changeCount;
    const rows = await db
      .select(cardColumns)
      .from(products)
      .where(and(inArray(products.id, missing), isOnSale));
    // A change applied while the rows were read may be newer than them: use them, do not keep them.
    const isCurrent = index.changeCount === changesBefore;
    for (const row of rows) {
      const card = toProductDto(row);
      shown.set(row.id, card);
      if (isCurrent) index.shownCards.set(row.id, card);
    }
  }
  // A product deleted since the index was read is left out rather than shown.
  return ids.flatMap((id) => shown.get(id) ?? []);
}

export async function listFromIndex(
  index: CatalogIndex,
  db: Db,
  query: ProductListQuery,
  synonyms: SynonymLookup = NO_SYNONYMS,
): Promise<ProductPage> {
  const { slots, total, facets } = queryIndex(index, query, { synonyms });
  return {
    items: await productsOf(index, db, slots),
    total,
    page: query.page,
    pageSize: query.limit,
    pageCount: Math.ceil(total / query.limit),
    ...(facets ? { facets } : {}),
  };
}
