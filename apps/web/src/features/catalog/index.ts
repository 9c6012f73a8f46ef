// The catalogue feature's public face: pages, its state slice and the API.
export { filterSlice } from './filter-slice';
export { catalogApi } from './api/catalog-api';
export { catalogPageQueries, prefetchCatalogPageData } from './prefetch-page-data';
export { useCategoryNames } from './hooks/use-category-names';
export { useGetProductQuery } from './api/catalog-api';
export { ProductCard } from './components/product-card';
