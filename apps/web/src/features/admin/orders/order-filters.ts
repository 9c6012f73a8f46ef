// The admin order list's filters as the address keeps them (`?status=shipped&search=ada&from=...`),
// and as the API takes them. The server validates them; a bad date in a hand-edited address comes
// back as its 400, shown under the field.
import { ORDER_STATUS_SLUGS, orderStatusFromSlug, type OrderStatus } from '@eshop/shared';

export type OrderFilters = {
  status: OrderStatus | undefined;
  search: string;
  /** Days as YYYY-MM-DD, both included. */
  from: string;
  to: string;
};

export const readOrderFilters = (params: URLSearchParams): OrderFilters => ({
  // The address says `?status=processing`; the server and the labels use the spec's texts.
  status: orderStatusFromSlug(params.get('status')),
  search: params.get('search') ?? '',
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
});

export const hasOrderFilters = ({ status, search, from, to }: OrderFilters): boolean =>
  Boolean(status || search || from || to);

/** The address's query for these filters and page (empty ones and the first page left out). */
export function toAddressParams(filters: OrderFilters, page = 1): Record<string, string> {
  const { status, search, from, to } = filters;
  return {
    ...(status ? { status: ORDER_STATUS_SLUGS[status] } : {}),
    ...(search ? { search } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

/** The CSV export of the orders these filters show (the API's names: the status as its label). */
export function exportHref({ status, search, from, to }: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ status, search, from, to })) if (value) params.set(key, value);
  const query = params.toString();
  return `/api/admin/orders/export.csv${query ? `?${query}` : ''}`;
}
