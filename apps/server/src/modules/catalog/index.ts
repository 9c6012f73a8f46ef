// The catalog module's public face. For other modules: the product listing and product shape the
// admin's product pages show, and the read cache's counters the metrics report. For the app shell:
// the read cache and the index's indexer it decorates the app with. (What "on sale" means is the products module's: products/on-sale.ts.)
export { createCatalogCache, type CatalogCache, type CatalogCacheStats } from './catalog-cache.js';
export { startCatalogIndexer, type CatalogChange, type CatalogIndexer } from './index/catalog-indexer.js';
export { listProductPage } from './list-products.js';
export { toProductDetailDto } from './product-dto.js';
