// The account page's endpoints (issue 38): Better Auth's under /api/auth for the name, the address and
// the password, and the shop's /api/account for news consent and the devices signed in. Loaded with
// the account page only.
import type { Account, AccountSessionsResponse } from '@eshop/shared';
import { pathIn } from '@eshop/shared';
import { currentLanguage } from '../../../copy';
import { api } from '../../../lib/api';
import { VERIFIED_RETURN } from '../login-redirect';

/** Back to the account page, in the page's language, from a link e-mailed to the shopper. */
const verifiedReturn = () => pathIn(currentLanguage(), VERIFIED_RETURN);

export const accountPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, void>({ query: () => '/account', providesTags: ['Account'] }),
    setNewsletterConsent: build.mutation<Account, { consent: boolean }>({
      query: (body) => ({ url: '/account/newsletter', method: 'PUT', body }),
      invalidatesTags: ['Account'],
    }),
    /** Another welcome e-mail with a fresh link to prove the address (limited, per client). */
    sendVerificationEmail: build.mutation<unknown, { email: string }>({
      query: ({ email }) => ({
        url: '/auth/send-verification-email',
        method: 'POST',
        body: { email, callbackURL: verifiedReturn() },
      }),
    }),
    updateName: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: '/auth/update-user', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    /** Sends a link to the new address; the account's address changes when it is followed. */
    changeEmail: build.mutation<unknown, { newEmail: string }>({
      query: ({ newEmail }) => ({
        url: '/auth/change-email',
        method: 'POST',
        body: { newEmail, callbackURL: verifiedReturn() },
      }),
    }),
    /** Every other session ends (the server makes sure of it). */
    changePassword: build.mutation<unknown, { currentPassword: string; newPassword: string }>({
      query: (body) => ({
        url: '/auth/change-password',
        method: 'POST',
        body: { ...body, revokeOtherSessions: true },
      }),
      invalidatesTags: ['AccountSession'],
    }),
    /**
     * Two-factor sign-in (issue 38): the password gives the app's secret (as an otpauth:// link) and
     * the recovery codes; it is on once a first code from the app proves the app has the secret.
     */
    startTwoFactor: build.mutation<{ totpURI: string; backupCodes: string[] }, { password: string }>({
      query: (body) => ({ url: '/auth/two-factor/enable', method: 'POST', body }),
    }),
    finishTwoFactor: build.mutation<unknown, { code: string }>({
      query: (body) => ({ url: '/auth/two-factor/verify-totp', method: 'POST', body }),
      // Turning it on signs out the other devices and replaces this one's session.
      invalidatesTags: ['Account', 'AccountSession'],
    }),
    turnOffTwoFactor: build.mutation<unknown, { password: string }>({
      query: (body) => ({ url: '/auth/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['Account', 'AccountSession'],
    }),
    /** New recovery codes; the old ones stop working. */
    renewRecoveryCodes: build.mutation<{ backupCodes: string[] }, { password: string }>({
      query: (body) => ({ url: '/auth/two-factor/generate-backup-codes', method: 'POST', body }),
    }),
    /** Ends every session: the caller follows with a session check. */
    deleteAccount: build.mutation<{ deleted: true }, { password?: string; email?: string }>({
      query: (body) => ({ url: '/account/delete', method: 'POST', body }),
    }),
    getAccountSessions: build.query<AccountSessionsResponse, void>({
      query: () => '/account/sessions',
      providesTags: ['AccountSession'],
    }),
    endSession: build.mutation<unknown, string>({
      query: (id) => ({ url: `/account/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AccountSession'],
    }),
    endOtherSessions: build.mutation<{ ended: number }, void>({
      query: () => ({ url: '/account/sessions/end-others', method: 'POST', body: {} }),
      invalidatesTags: ['AccountSession'],
    }),
  }),
});

export const {
  useGetAccountQuery,
  useSetNewsletterConsentMutation,
  useSendVerificationEmailMutation,
  useUpdateNameMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useGetAccountSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useDeleteAccountMutation,
  useStartTwoFactorMutation,
  useFinishTwoFactorMutation,
  useTurnOffTwoFactorMutation,
  useRenewRecoveryCodesMutation,
} = accountPageApi;
