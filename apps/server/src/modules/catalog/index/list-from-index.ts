// The storefront's listing answered by the index: the page's slots from queryIndex, then their
// cards, kept by the index (card-columns.ts) as current as the rest of it.
import type { ProductListQuery } from '@eshop/shared';
import type { ProductPage } from '../list-products.js';
import type { CatalogIndex } from './catalog-index.js';
import { queryIndex } from './query-index.js';
import { NO_SYNONYMS, type SynonymLookup } from '../../../lib/search-terms.js';

export function listFromIndex(
  index: CatalogIndex,
  query: ProductListQuery,
  synonyms: SynonymLookup = NO_SYNONYMS,
): ProductPage {
  const { slots, total, facets } = queryIndex(index, query, { synonyms });
  return {
    items: slots.flatMap((slot) => index.cardOf(slot) ?? []),
    total,
    page: query.page,
    pageSize: query.limit,
    pageCount: Math.ceil(total / query.limit),
    ...(facets ? { facets } : {}),
  };
}
