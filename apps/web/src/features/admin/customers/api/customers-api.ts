// The admin's customers (/api/admin/customers). Their figures come from orders, so they are cached
// under the orders' tag: a new order or a status change refreshes them with the order lists.
import type { CustomerDetails, CustomerListResponse } from '@eshop/shared';
import { api } from '../../../../lib/api';

export type CustomerListArgs = { page: number; search: string };
export type CustomerDetailsArgs = { key: string; page: number };

/** `path?page=2&search=ada`, leaving out the first page and an empty search. */
const withQuery = (path: string, { page, search }: { page: number; search?: string }) => {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search) params.set('search', search);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerListResponse, CustomerListArgs>({
      query: (args) => withQuery('/admin/customers', args),
      providesTags: ['AdminOrder'],
    }),
    getCustomer: build.query<CustomerDetails, CustomerDetailsArgs>({
      query: ({ key, page }) => withQuery(`/admin/customers/${encodeURIComponent(key)}`, { page }),
      providesTags: ['AdminOrder'],
    }),
  }),
});

export const { useGetCustomersQuery, useGetCustomerQuery } = customersApi;
