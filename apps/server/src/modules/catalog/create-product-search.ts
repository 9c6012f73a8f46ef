// The one place that decides whether the index or the database answers the catalogue's questions
// (decision 040). The routes ask it per request and never look at the index's state themselves.
import type { Backend, Db } from '../../db/client.js';
import type { SynonymLookup } from '../../lib/search-terms.js';
import type { CatalogCache } from './catalog-cache.js';
import { createDatabaseSearch } from './database-search.js';
import type { CatalogIndex } from './index/catalog-index.js';
import type { CatalogIndexer } from './index/catalog-indexer.js';
import { createIndexSearch } from './index-search.js';
import type { ProductSearch, ProductSearchChoice } from './product-search.js';

export type ProductSearchOptions = {
  db: Db;
  /** PGlite finds a search's matches before sorting them (see list-products.ts, ListOptions). */
  backend: Backend;
  /** Undefined when CATALOG_INDEX is off: the database always answers. */
  indexer: CatalogIndexer | undefined;
  /** The read cache, for the database's price range (the only answer a search keeps itself). */
  cache: CatalogCache;
  /** The owner's search synonyms as they are now (decision 061). */
  synonyms: () => SynonymLookup;
  /** The owner's category names as this instance knows them now (categories/category-names.ts). */
  categoryNames: () => readonly string[];
};

export function createProductSearch({
  db,
  backend,
  indexer,
  cache,
  synonyms,
  categoryNames,
}: ProductSearchOptions): ProductSearchChoice {
  const database = createDatabaseSearch({
    db,
    cache,
    findMatchesFirst: backend === 'pglite',
    synonyms,
    categoryNames,
  });
  // One search per index, not one per request: a rebuild swaps in a new index, which gets its own.
  let last: { index: CatalogIndex; search: ProductSearch } | undefined;
  const searchOf = (index: CatalogIndex | undefined): ProductSearch => {
    if (!index) return database;
    if (last?.index !== index)
      last = { index, search: createIndexSearch(index, db, synonyms, categoryNames) };
    return last.search;
  };
  return {
    forListing: () => searchOf(indexer?.current()),
    forProduct: () => searchOf(indexer?.settled()),
  };
}
