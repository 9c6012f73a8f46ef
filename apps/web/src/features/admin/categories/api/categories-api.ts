// The owner's categories (/api/admin/categories). Each change refreshes the storefront's categories,
// listings and brands in this tab as well (the category's products may have moved), and the admin's
// product lists; other tabs and instances hear catalog.changed.
import type { AdminCategory, CategoryDeleteQuery, CategoryInput } from '@eshop/shared';
import { api } from '../../../../lib/api';

type CategoryList = { items: AdminCategory[] };
const CHANGED = ['Category', 'Product', 'Brand', 'AdminProduct'] as const;

export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCategories: build.query<AdminCategory[], void>({
      query: () => '/admin/categories',
      transformResponse: (response: CategoryList) => response.items,
      providesTags: ['Category'],
    }),
    addCategory: build.mutation<CategoryList, CategoryInput>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    renameCategory: build.mutation<CategoryList, { id: string } & CategoryInput>({
      query: ({ id, ...body }) => ({ url: `/admin/categories/${id}`, method: 'PATCH', body }),
      invalidatesTags: [...CHANGED],
    }),
    reorderCategories: build.mutation<CategoryList, { ids: string[] }>({
      query: (body) => ({ url: '/admin/categories/order', method: 'PUT', body }),
      invalidatesTags: [...CHANGED],
    }),
    deleteCategory: build.mutation<CategoryList, { id: string } & CategoryDeleteQuery>({
      query: ({ id, moveTo }) => ({
        url: `/admin/categories/${id}`,
        method: 'DELETE',
        params: moveTo ? { moveTo } : {},
      }),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const {
  useGetAdminCategoriesQuery,
  useAddCategoryMutation,
  useRenameCategoryMutation,
  useReorderCategoriesMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
