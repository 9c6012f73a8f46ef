// The account forms' endpoints (Better Auth under /api/auth). Loaded with the login, register and
// reset pages only; the header needs just session-api.ts.
import { pathIn } from '@eshop/shared';
import { currentLanguage } from '../../../copy';
import { api } from '../../../lib/api';
import { GOOGLE_ERROR_CALLBACK_PATH } from '../google-sign-in-error';
import { VERIFIED_RETURN } from '../login-redirect';

type Credentials = { email: string; password: string };
/** A sign-in's answer: the password was right; `twoFactorRedirect` asks for a code next. */
export type SignInAnswer = { twoFactorRedirect?: boolean };
/** The code step of a sign-in: the code, and whether this device may skip it for 30 days. */
type CodeStep = { code: string; trustDevice: boolean };

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInAnswer, Credentials>({
      query: (body) => ({ url: '/auth/sign-in/email', method: 'POST', body }),
    }),
    /** Two-factor sign-in's second step (issue 38): a code from the app... */
    verifyTotp: build.mutation<unknown, CodeStep>({
      query: (body) => ({ url: '/auth/two-factor/verify-totp', method: 'POST', body }),
    }),
    /** ...or one of the recovery codes, each good once. */
    verifyRecoveryCode: build.mutation<unknown, CodeStep>({
      query: (body) => ({ url: '/auth/two-factor/verify-backup-code', method: 'POST', body }),
    }),
    /**
     * Creates the account and signs in; a taken e-mail answers the same without a session, on
     * purpose. The welcome e-mail's link comes back to the account page in the page's language.
     */
    signUp: build.mutation<unknown, Credentials & { newsletterConsent?: boolean }>({
      query: ({ email, password, newsletterConsent = false }) => ({
        url: '/auth/sign-up/email',
        method: 'POST',
        body: {
          email,
          password,
          name: '',
          newsletterConsent,
          callbackURL: pathIn(currentLanguage(), VERIFIED_RETURN),
        },
      }),
    }),
    requestPasswordReset: build.mutation<unknown, { email: string }>({
      query: ({ email }) => ({
        url: '/auth/request-password-reset',
        method: 'POST',
        // The page's language: the e-mail and its link follow it (decision 068).
        body: { email, redirectTo: pathIn(currentLanguage(), '/reset-password') },
      }),
    }),
    /** An invitation's link answered: the new staff member's name and password (issue 38). */
    acceptInvitation: build.mutation<{ email: string }, { token: string; name: string; password: string }>({
      query: (body) => ({ url: '/staff-invitations/accept', method: 'POST', body }),
    }),
    resetPassword: build.mutation<unknown, { token: string; newPassword: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    /** Answers the provider's sign-in page to send the browser to; a failure comes back to /login. */
    signInWithGoogle: build.mutation<{ url: string; redirect: boolean }, { callbackURL: string }>({
      query: ({ callbackURL }) => ({
        url: '/auth/sign-in/social',
        method: 'POST',
        // Back to the page's language (decision 068): the paths are the router's, without '/de'.
        body: {
          provider: 'google',
          callbackURL: pathIn(currentLanguage(), callbackURL),
          errorCallbackURL: pathIn(currentLanguage(), GOOGLE_ERROR_CALLBACK_PATH),
        },
      }),
    }),
  }),
});

export const {
  useSignInMutation,
  useVerifyTotpMutation,
  useVerifyRecoveryCodeMutation,
  useSignUpMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useAcceptInvitationMutation,
  useSignInWithGoogleMutation,
} = accountApi;
