import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { selectAuth } from '../../auth';
import { selectCheckout } from '../checkout-slice';
import { useAppSelector } from '../../../app/hooks';

/**
 * Wraps the two checkout steps: a signed-in shopper or a guest who gave an e-mail on the login page
 * (issue 20) goes on; anyone else goes to /login (spec 4), which offers both, and comes back after.
 */
export function RequireCheckoutShopper() {
  const { hasCheckedSession, isLoggedIn } = useAppSelector(selectAuth);
  const { guestEmail } = useAppSelector(selectCheckout);
  const location = useLocation();

  if (isLoggedIn || guestEmail) return <Outlet />;
  if (!hasCheckedSession) return <Spinner fill />;
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}
