// The shopper's own account (issue 38): Better Auth's endpoints under /api/auth for the address and
// password, and the shop's /api/account for what the shop keeps.
import { pathIn } from '@eshop/shared';
import { currentLanguage } from '../../../copy';
import { api } from '../../../lib/api';
import { VERIFIED_RETURN } from '../../auth';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Another welcome e-mail with a fresh link to prove the address (limited, per client). */
    sendVerificationEmail: build.mutation<unknown, { email: string }>({
      query: ({ email }) => ({
        url: '/auth/send-verification-email',
        method: 'POST',
        body: { email, callbackURL: pathIn(currentLanguage(), VERIFIED_RETURN) },
      }),
    }),
  }),
});

export const { useSendVerificationEmailMutation } = accountApi;
