// The admin area's endpoints (/api/admin). Product changes also invalidate the storefront's product
// queries, and a status change the shopper's orders, so every open view shows the new state.
import type {
  AdminDashboard,
  AdminOrder,
  AdminOrderListResponse,
  AdminProductListResponse,
  Order,
  OrderStatus,
  OrderStatusChange,
  Product,
  ProductDeleted,
  ProductInput,
  ProductUpdate,
  ShippingAndTaxSettings,
  ShippingAndTaxSettingsInput,
} from '@eshop/shared';
import { api } from '../../../lib/api';

export type AdminProductListArgs = { page: number; search: string };
export type AdminOrderListArgs = {
  page: number;
  status: OrderStatus | undefined;
  /** The number (#1001), or part of the e-mail or the shipping name; days as YYYY-MM-DD. */
  search?: string;
  from?: string;
  to?: string;
};

const toQuery = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const productChanged = ['AdminProduct', 'Product', 'Category', 'Brand', 'Dashboard'] as const;

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<AdminDashboard, void>({
      query: () => '/admin/dashboard',
      providesTags: ['Dashboard'],
    }),
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
    deleteProduct: build.mutation<ProductDeleted, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...productChanged],
    }),
    getAdminOrders: build.query<AdminOrderListResponse, AdminOrderListArgs>({
      query: ({ page, ...filters }) =>
        `/admin/orders${toQuery({ page: page > 1 ? page : undefined, ...filters })}`,
      providesTags: ['AdminOrder'],
    }),
    getAdminOrder: build.query<AdminOrder, string>({
      query: (id) => `/admin/orders/${encodeURIComponent(id)}`,
      providesTags: ['AdminOrder'],
    }),
    changeOrderStatus: build.mutation<Order, { id: string } & OrderStatusChange>({
      query: ({ id, ...change }) => ({
        url: `/admin/orders/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: ['AdminOrder', 'Order', 'Dashboard'],
    }),
    getShippingAndTax: build.query<ShippingAndTaxSettings, void>({
      query: () => '/admin/shipping-and-tax',
      providesTags: ['ShopSettings'],
    }),
    saveShippingAndTax: build.mutation<ShippingAndTaxSettings, ShippingAndTaxSettingsInput>({
      query: (body) => ({ url: '/admin/shipping-and-tax', method: 'PUT', body }),
      invalidatesTags: ['ShopSettings'],
    }),
  }),
});

export const {
  useGetDashboardQuery,
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useChangeOrderStatusMutation,
  useGetShippingAndTaxQuery,
  useSaveShippingAndTaxMutation,
} = adminApi;
