// The owner's audit log: every admin write, newest first.
import type { AuditLogResponse } from '@eshop/shared';
import { api } from '../../../../lib/api';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditLogResponse, { page: number }>({
      query: ({ page }) => (page > 1 ? `/admin/audit-log?page=${page}` : '/admin/audit-log'),
      // Any admin write adds an entry: refreshed with what those writes refresh.
      providesTags: ['AdminOrder', 'AdminProduct', 'ShopSettings'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
