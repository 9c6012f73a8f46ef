import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { selectAuth } from '../auth-slice';
import { useAppSelector } from '../../../app/hooks';

/** What the login page reads to send the shopper back (see login-redirect.ts). */
export type LoginRedirectState = { from?: string };

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
