// The endpoints every page needs: who is signed in, and sign-out (the header's Logout). The sign-in
// and sign-up forms have their own endpoints in account-api.ts, loaded with those pages.
import type { SessionResponse } from '@eshop/shared';
import { api } from '../../../lib/api';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({ query: () => '/session' }),
    signOut: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/sign-out', method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetSessionQuery } = sessionApi;
/**
 * Asks who is signed in and keeps the answer cached, without reading it: the layout that asks must not
 * render again when the answer arrives (the auth slice and the header follow it instead).
 */
export const useSessionSubscription = sessionApi.endpoints.getSession.useQuerySubscription;

/** Asks the server again who is signed in (after sign-in or sign-out); the auth slice follows. */
export const refreshSession = () =>
  sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false, forceRefetch: true });
