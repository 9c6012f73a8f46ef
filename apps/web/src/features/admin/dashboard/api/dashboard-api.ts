// The admin's dashboard (/api/admin/dashboard): its figures follow orders and products, which
// invalidate the 'Dashboard' tag when they change.
import type { AdminDashboard } from '@eshop/shared';
import { api } from '../../../../lib/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<AdminDashboard, void>({
      query: () => '/admin/dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
