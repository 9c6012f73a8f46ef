// The in-memory index's answers to the catalogue's questions (ProductSearch; decisions 018, 036):
// listings, the price range and the counts without a query; a product's page from the index's card
// (with its variants read, when it has options).
import type { Db } from '../../db/client.js';
import type { SynonymLookup } from '../../lib/search-terms.js';
import { getProduct, withVariants } from './get-product.js';
import type { CatalogIndex } from './index/catalog-index.js';
import { listFromIndex } from './index/list-from-index.js';
import { listBrands, listCategories } from './list-facets.js';
import type { ProductSearch } from './product-search.js';

export function createIndexSearch(
  index: CatalogIndex,
  db: Db,
  synonyms: () => SynonymLookup,
  categoryNames: () => readonly string[],
): ProductSearch {
  return {
    listPage: (query) => Promise.resolve(listFromIndex(index, query, synonyms())),
    priceRange: () => Promise.resolve(index.priceRange()),
    // The category names (and their order) are the owner's (categories/category-names.ts); only the
    // counts come from the index.
    listCategories: () => listCategories(categoryNames(), db, index),
    listBrands: (category) => listBrands(db, category, index),
    // Not in the index (not on sale, or created on another instance a moment ago): one query by
    // primary key, as the database answers.
    getProduct: async (productId) => {
      const card = index.productOf(productId);
      return card ? withVariants(db, card) : getProduct(db, productId);
    },
  };
}
