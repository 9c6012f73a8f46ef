import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { selectAuth } from '../auth-slice';
import { useAppSelector } from '../../../app/hooks';

/**
 * What the login and register pages read to send the shopper back (see login-redirect.ts), and the
 * e-mail register starts with (a guest's, from the success page).
 */
export type LoginRedirectState = { from?: string; email?: string };

/** Wraps the routes that need a signed-in shopper; a visitor goes to /login and comes back after. */
export function RequireAuth() {
  const { hasCheckedSession, isLoggedIn } = useAppSelector(selectAuth);
  const location = useLocation();

  if (!hasCheckedSession) return <Spinner fill />;
  if (!isLoggedIn) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
