// Catalogue endpoints (GET only). Filtering, sorting and paging run on the server (DESIGN.md 5.2).
import type {
  BrandCount,
  Category,
  CategoryCount,
  Product,
  ProductListQueryInput,
  ProductListResponse,
} from '@eshop/shared';
import { api } from '../../../lib/api';

/** Drops empty values so the URL only carries the filters that are set. */
const toQueryParams = (query: ProductListQueryInput): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductListResponse, ProductListQueryInput>({
      query: (query) => ({ url: '/products', params: toQueryParams(query) }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => `/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getCategories: build.query<CategoryCount[], undefined>({
      query: () => '/categories',
      transformResponse: (response: { items: CategoryCount[] }) => response.items,
      providesTags: ['Category'],
    }),
    getBrands: build.query<BrandCount[], Category | undefined>({
      query: (category) => ({ url: '/brands', params: category ? { category } : {} }),
      transformResponse: (response: { items: BrandCount[] }) => response.items,
      providesTags: ['Brand'],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery, useGetCategoriesQuery, useGetBrandsQuery } =
  catalogApi;
