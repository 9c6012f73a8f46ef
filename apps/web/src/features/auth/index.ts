// The auth feature's public face. The login, register and reset pages are not here: the routes load
// them on demand so their forms (and the zod runtime) stay out of the home page.
export {
  authSlice,
  selectAuth,
  selectHasCheckedSession,
  selectIsLoggedIn,
  type AuthState,
} from './auth-slice';
export { refreshSession, sessionApi, useGetSessionQuery, useSessionSubscription } from './api/session-api';
export { markGoogleSignInPending, takeGoogleSignInPending } from './google-sign-in-flag';
export { getGoogleSignInError } from './google-sign-in-error';
export { VERIFIED_RETURN } from './login-redirect';
export { AccountLinks } from './components/account-links';
export { RequireAuth } from './components/require-auth';
export { RequireAdmin } from './components/require-admin';
