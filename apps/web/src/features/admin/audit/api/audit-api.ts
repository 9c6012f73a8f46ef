// The owner's audit log: every admin write, newest first.
import type { AuditLogResponse } from '@eshop/shared';
import { api } from '../../../../lib/api';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditLogResponse, { page: number; actor?: string }>({
      query: ({ page, actor }) => ({
        url: '/admin/audit-log',
        params: { ...(page > 1 ? { page } : {}), ...(actor ? { actor } : {}) },
      }),
      // Any admin write adds an entry: refreshed with what those writes refresh.
      providesTags: ['AdminOrder', 'AdminProduct', 'ShopSettings'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
