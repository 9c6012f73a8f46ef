// The product CSV import (/api/admin/products/imports): send the file for a preview, start it, and
// read its progress. When a read finds the job finished, the product lists are fetched again (the
// job writes in the background, so no mutation's answer can say when).
import type { ProductImport } from '@eshop/shared';
import { api } from '../../../../lib/api';

export const PRODUCT_EXPORT_HREF = '/api/admin/products/export.csv';

export type ImportFiles = { file: File; pictures: readonly File[] };

export const productImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewProductImport: build.mutation<ProductImport, ImportFiles>({
      query: ({ file, pictures }) => {
        const form = new FormData();
        form.append('file', file);
        for (const picture of pictures) form.append('pictures', picture);
        return { url: '/admin/products/imports', method: 'POST', body: form };
      },
    }),
    startProductImport: build.mutation<ProductImport, string>({
      query: (id) => ({ url: `/admin/products/imports/${encodeURIComponent(id)}/start`, method: 'POST' }),
      // The job as it now is (running): the progress view polls from here.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(productImportApi.util.upsertQueryData('getProductImport', id, data));
      },
    }),
    getProductImport: build.query<ProductImport, string>({
      query: (id) => `/admin/products/imports/${encodeURIComponent(id)}`,
      // A preview, and a job once finished, no longer change: no need to keep them long.
      keepUnusedDataFor: 0,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data?.state === 'finished' && data.created + data.updated > 0) {
          dispatch(api.util.invalidateTags(['AdminProduct', 'Product', 'Category', 'Brand', 'Dashboard']));
        }
      },
    }),
  }),
});

export const { usePreviewProductImportMutation, useStartProductImportMutation, useGetProductImportQuery } =
  productImportApi;
