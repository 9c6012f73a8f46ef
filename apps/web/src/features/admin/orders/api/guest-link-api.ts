// A guest order's status link, for the admin: revoke every link sent, or e-mail the guest a new one
// (which voids the rest). Both answer the order as it now is.
import type { AdminOrder } from '@eshop/shared';
import { api } from '../../../../lib/api';

const guestLinkUrl = (id: string) => `/admin/orders/${encodeURIComponent(id)}/guest-link`;

export const guestLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    revokeGuestLink: build.mutation<AdminOrder, string>({
      query: (id) => ({ url: guestLinkUrl(id), method: 'DELETE' }),
      invalidatesTags: ['AdminOrder'],
    }),
    sendGuestLink: build.mutation<AdminOrder, string>({
      query: (id) => ({ url: guestLinkUrl(id), method: 'POST' }),
      invalidatesTags: ['AdminOrder'],
    }),
  }),
});

export const { useRevokeGuestLinkMutation, useSendGuestLinkMutation } = guestLinkApi;
