// The database's answers to the catalogue's questions (ProductSearch): what answers until the index is
// built, or always with CATALOG_INDEX off, and the reference the index is tested against.
import type { Db } from '../../db/client.js';
import type { SynonymLookup } from '../../lib/search-terms.js';
import type { CatalogCache } from './catalog-cache.js';
import { getProduct } from './get-product.js';
import { listBrands, listCategories } from './list-facets.js';
import { getPriceRange, listProductPage, type ListOptions } from './list-products.js';
import type { ProductSearch } from './product-search.js';

type DatabaseSearchOptions = Omit<ListOptions, 'synonyms'> & {
  db: Db;
  cache: CatalogCache;
  synonyms: () => SynonymLookup;
  categoryNames: () => readonly string[];
};

export function createDatabaseSearch({
  db,
  cache,
  findMatchesFirst,
  synonyms,
  categoryNames,
}: DatabaseSearchOptions): ProductSearch {
  return {
    listPage: (query) => listProductPage(db, query, { findMatchesFirst, synonyms: synonyms() }),
    // A query over the whole catalogue that no filter changes: one cache entry serves every listing.
    // The index's range is a read of two numbers and is not cached (index-search.ts).
    priceRange: () => cache.get('price-range', () => getPriceRange(db)),
    listCategories: () => listCategories(categoryNames(), db),
    listBrands: (category) => listBrands(db, category),
    getProduct: (productId) => getProduct(db, productId),
  };
}
