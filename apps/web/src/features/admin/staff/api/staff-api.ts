// The owner's staff (/api/admin/staff, issue 38): members with their permissions, open invitations.
import type { StaffInvitationBody, StaffList, StaffMember } from '@eshop/shared';
import { api } from '../../../../lib/api';

export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffList, void>({ query: () => '/admin/staff', providesTags: ['Staff'] }),
    inviteStaff: build.mutation<StaffList, StaffInvitationBody>({
      query: (body) => ({ url: '/admin/staff/invitations', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    withdrawInvitation: build.mutation<StaffList, string>({
      query: (id) => ({ url: `/admin/staff/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
    setStaffPermissions: build.mutation<StaffMember, Pick<StaffMember, 'id' | 'permissions'>>({
      query: ({ id, permissions }) => ({
        url: `/admin/staff/${id}/permissions`,
        method: 'PUT',
        body: { permissions },
      }),
      invalidatesTags: ['Staff'],
    }),
    /** Whether staff must use two-factor sign-in (the admin refuses those without it). */
    requireStaffTwoFactor: build.mutation<StaffList, boolean>({
      query: (required) => ({ url: '/admin/staff/two-factor', method: 'PUT', body: { required } }),
      invalidatesTags: ['Staff'],
    }),
    /** A member's lost phone: their two-factor sign-in goes, and so do their sessions. */
    resetStaffTwoFactor: build.mutation<StaffList, string>({
      query: (id) => ({ url: `/admin/staff/${id}/two-factor`, method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
    removeStaff: build.mutation<StaffList, string>({
      query: (id) => ({ url: `/admin/staff/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useGetStaffQuery,
  useInviteStaffMutation,
  useWithdrawInvitationMutation,
  useSetStaffPermissionsMutation,
  useRemoveStaffMutation,
  useRequireStaffTwoFactorMutation,
  useResetStaffTwoFactorMutation,
} = staffApi;
