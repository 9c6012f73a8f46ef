import { describe, expect, it } from 'vitest';
import { exportHref, readOrderFilters, toAddressParams } from './order-filters';

describe('admin order filters', () => {
  it('read from the address and written back, empty ones and the first page left out', () => {
    const filters = readOrderFilters(new URLSearchParams('status=shipped&search=%231001&from=2024-03-01'));
    expect(filters).toEqual({ status: 'Shipped...', search: '#1001', from: '2024-03-01', to: '' });
    expect(toAddressParams(filters)).toEqual({ status: 'shipped', search: '#1001', from: '2024-03-01' });
    expect(toAddressParams(filters, 3)).toMatchObject({ page: '3' });
    expect(readOrderFilters(new URLSearchParams('status=lost')).status).toBeUndefined();
  });

  it('carry over to the CSV export in the API’s terms', () => {
    const filters = readOrderFilters(new URLSearchParams('status=processing&search=a b&to=2024-03-31'));
    expect(exportHref(filters)).toBe(
      '/api/admin/orders/export.csv?status=Processing...&search=a+b&to=2024-03-31',
    );
    expect(exportHref(readOrderFilters(new URLSearchParams()))).toBe('/api/admin/orders/export.csv');
  });
});
