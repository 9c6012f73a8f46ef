// The catalog module's public face. For other modules: what "on sale" means (cart, checkout, stock,
// reviews, categories and the admin count only those), the search-term helpers the admin's searches
// reuse, the product listing and product shape the admin's product pages show, today's prices and
// stock a checkout charges, and the read cache's counters the metrics report. For the app shell: the
// read cache and the index's indexer it decorates the app with.
// NOTE: the routes are not here. catalogRoutes reads the category names through categories/index.ts,
// whose category store reads isOnSale through this file: exporting them would close a cycle, so
// app.ts imports ./routes.js itself, as it does every module's routes.
export { createCatalogCache, type CatalogCache, type CatalogCacheStats } from './catalog-cache.js';
export { findProductsForSale } from './find-products.js';
export { startCatalogIndexer, type CatalogChange, type CatalogIndexer } from './index/catalog-indexer.js';
export { listProductPage } from './list-products.js';
export { isOnSale } from './on-sale.js';
export { toProductDetailDto } from './product-dto.js';
export { escapeLike, searchWords } from './search-terms.js';
