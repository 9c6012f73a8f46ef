// The active user (spec section 3), always a copy of what GET /api/session last answered. Until that
// first answer arrives `hasCheckedSession` is false, so nothing shows "logged out" too early.
import { createSlice } from '@reduxjs/toolkit';
import type { SessionUser } from '@eshop/shared';
import { sessionApi } from './api/session-api';

export type AuthState = {
  isLoggedIn: boolean;
  email: string | null;
  userName: string | null;
  userID: string | null;
  isAdmin: boolean;
  /** Staff the owner asks to use two-factor sign-in, who has not turned it on: the admin waits. */
  mustTurnOnTwoFactor: boolean;
  hasCheckedSession: boolean;
};

const loggedOut: Omit<AuthState, 'hasCheckedSession'> = {
  isLoggedIn: false,
  email: null,
  userName: null,
  userID: null,
  isAdmin: false,
  mustTurnOnTwoFactor: false,
};

const initialState: AuthState = { ...loggedOut, hasCheckedSession: false };

export const toAuthState = (user: SessionUser | null, mustTurnOnTwoFactor = false): AuthState =>
  user
    ? {
        isLoggedIn: true,
        email: user.email,
        // The server applies the spec's rule (display name, else the e-mail before @, capitalised).
        // NOTE: not displayNameOf here: its module also holds the form schemas, and sharing that module
        // with the account pages would move the zod runtime into the home page's bundle.
        userName: user.displayName,
        userID: user.id,
        isAdmin: user.isAdmin,
        mustTurnOnTwoFactor,
        hasCheckedSession: true,
      }
    : { ...loggedOut, hasCheckedSession: true };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(sessionApi.endpoints.getSession.matchFulfilled, (_state, action) =>
        toAuthState(action.payload.user, action.payload.mustTurnOnTwoFactor),
      )
      // The first check failed (offline, server down): shop on as a visitor rather than wait forever.
      // A later failed re-check keeps what we know; it is not a sign-out.
      .addMatcher(sessionApi.endpoints.getSession.matchRejected, (state, action) =>
        action.meta.condition || state.hasCheckedSession ? state : toAuthState(null),
      )
      .addMatcher(sessionApi.endpoints.signOut.matchFulfilled, () => toAuthState(null));
  },
});

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.isLoggedIn;
export const selectHasCheckedSession = (state: WithAuth) => state.auth.hasCheckedSession;
