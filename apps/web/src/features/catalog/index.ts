// The catalogue feature's public face: pages, state slices and the API.
export { productSlice } from './product-slice';
export { filterSlice } from './filter-slice';
export { catalogApi } from './api/catalog-api';
export { HomePage } from './components/home-page';
export { prefetchCatalogPageData } from './prefetch-page-data';
export { useCategoryNames } from './hooks/use-category-names';
export { useGetProductQuery } from './api/catalog-api';
export { ProductCard } from './components/product-card';
