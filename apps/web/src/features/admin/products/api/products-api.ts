// The admin's products (/api/admin/products). A change also invalidates the storefront's product
// queries, so every open view shows the new state.
import type {
  AdminProductListResponse,
  Product,
  ProductDeleted,
  ProductInput,
  ProductUpdate,
  ProductVariants,
  ProductVariantsInput,
} from '@eshop/shared';
import { api } from '../../../../lib/api';
import { toQuery } from '../../shared/to-query';

export type AdminProductListArgs = { page: number; search: string };

const productChanged = ['AdminProduct', 'Product', 'Category', 'Brand', 'Dashboard'] as const;

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProducts: build.query<AdminProductListResponse, AdminProductListArgs>({
      query: ({ page, search }) => `/admin/products${toQuery({ page: page > 1 ? page : undefined, search })}`,
      providesTags: ['AdminProduct'],
    }),
    getAdminProduct: build.query<Product, string>({
      query: (id) => `/admin/products/${encodeURIComponent(id)}`,
      providesTags: ['AdminProduct'],
    }),
    createProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: '/admin/products', method: 'POST', body }),
      invalidatesTags: [...productChanged],
    }),
    updateProduct: build.mutation<Product, { id: string; input: ProductUpdate }>({
      query: ({ id, input }) => ({
        url: `/admin/products/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: input,
      }),
      invalidatesTags: [...productChanged],
    }),
    /** The product's options and variants (decision 060), to edit in the form's grid. */
    getProductVariants: build.query<ProductVariants, string>({
      query: (id) => `/admin/products/${encodeURIComponent(id)}/variants`,
      providesTags: ['AdminProduct'],
    }),
    setProductVariants: build.mutation<ProductVariants, { id: string; input: ProductVariantsInput }>({
      query: ({ id, input }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/variants`,
        method: 'PUT',
        body: input,
      }),
      invalidatesTags: [...productChanged],
    }),
    deleteProduct: build.mutation<ProductDeleted, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...productChanged],
    }),
  }),
});

export const {
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetProductVariantsQuery,
  useSetProductVariantsMutation,
} = productsApi;
