// Catalogue endpoints (GET only). Filtering, sorting and paging run on the server (DESIGN.md 5.2).
import type {
  PopularProductsResponse,
  BrandCount,
  CategoryCount,
  DeliveryOptions,
  Product,
  ProductListQueryInput,
  ProductListResponse,
} from '@eshop/shared';
import { api } from '../../../lib/api';

/**
 * The query string, with only the filters that are set; a list (several brands) repeats its name
 * (`brand=A&brand=B`), as the API reads it.
 */
export const toQueryString = (query: ProductListQueryInput): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== '') params.append(key, String(item));
    }
  }
  return params.toString();
};

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductListResponse, ProductListQueryInput>({
      query: (query) => {
        const search = toQueryString(query);
        return search ? `/products?${search}` : '/products';
      },
      providesTags: ['Product'],
    }),
    /** Products in stock, the most sold first (decision 061). */
    getPopularProducts: build.query<Product[], number>({
      query: (limit) => `/products/popular?limit=${limit}`,
      transformResponse: (response: PopularProductsResponse) => response.items,
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
    getBrands: build.query<BrandCount[], string | undefined>({
      query: (category) => ({ url: '/brands', params: category ? { category } : {} }),
      transformResponse: (response: { items: BrandCount[] }) => response.items,
      providesTags: ['Brand'],
    }),
    /** The shop's usual delivery methods (not drawn on the server: the owner changes them apart from products). */
    getDeliveryOptions: build.query<DeliveryOptions, void>({ query: () => '/delivery-options' }),
  }),
});

export const {
  useGetProductsQuery,
  useGetPopularProductsQuery,
  useGetProductQuery,
  useGetCategoriesQuery,
  useGetBrandsQuery,
  useGetDeliveryOptionsQuery,
} = catalogApi;
