// The seam between the catalogue's routes and what answers them (decision 040): a listing, its price
// range, the filter panel's counts and a product's page, from the in-memory index or the database.
// create-product-search.ts picks one per request; the routes never look at which.
import type { BrandCount, CategoryCount, Product, ProductListQuery } from '@eshop/shared';
import type { PriceRange, ProductPage } from './list-products.js';

export type ProductSearch = {
  /** One page of the filtered, sorted list, with the number of matches and the facets. */
  listPage: (query: ProductListQuery) => Promise<ProductPage>;
  /** Cheapest and dearest price on sale, whatever the filters (the price slider's range). */
  priceRange: () => Promise<PriceRange>;
  /** Every category in the owner's order, even those without products, with its count on sale. */
  listCategories: () => Promise<CategoryCount[]>;
  /** The brands of one category (or of all) with their counts on sale, by name. */
  listBrands: (category?: string) => Promise<BrandCount[]>;
  /** One product on sale as its page shows it (with its more pictures); NOT_FOUND when none is. */
  getProduct: (productId: string) => Promise<Product>;
};

/**
 * Which search answers now. Asked per request: the index is built in the background after start (the
 * database answers until then) and is swapped for a new one by a rebuild.
 */
export type ProductSearchChoice = {
  /** Listings, the price range and the counts: the index once built, the database until then. */
  forListing: () => ProductSearch;
  /**
   * A product's page: the index only while no change it has heard of is still being read or applied,
   * so the page is never staler than a read cache emptied by that same event (decision 036).
   */
  forProduct: () => ProductSearch;
};
