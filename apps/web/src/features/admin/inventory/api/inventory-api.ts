// The admin's inventory (/api/admin/inventory) and the stock edit. The list is product data, cached
// under the products' tag: a product changed anywhere (live updates too) refreshes it; a stock edit
// refreshes the storefront's product queries and the dashboard's low-stock list as any product edit.
import type { InventoryItem, InventoryResponse, StockChange } from '@eshop/shared';
import { api } from '../../../../lib/api';

export type InventoryArgs = { page: number; search: string; isLowStockOnly: boolean };

/** `/admin/inventory?page=2&search=mug&lowStock=true`, leaving out the defaults. */
const inventoryUrl = ({ page, search, isLowStockOnly }: InventoryArgs) => {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search) params.set('search', search);
  if (isLowStockOnly) params.set('lowStock', 'true');
  const query = params.toString();
  return query ? `/admin/inventory?${query}` : '/admin/inventory';
};

export const inventoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInventory: build.query<InventoryResponse, InventoryArgs>({
      query: inventoryUrl,
      providesTags: ['AdminProduct'],
    }),
    setProductStock: build.mutation<InventoryItem, { id: string } & StockChange>({
      query: ({ id, ...change }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/stock`,
        method: 'PATCH',
        body: change,
      }),
      invalidatesTags: ['AdminProduct', 'Product', 'Category', 'Brand', 'Dashboard'],
    }),
  }),
});

export const { useGetInventoryQuery, useSetProductStockMutation } = inventoryApi;
