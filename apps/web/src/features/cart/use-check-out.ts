import { useNavigate } from 'react-router';
import { selectHasCheckedSession, selectIsLoggedIn, sessionApi } from '../auth';
import { saveURL } from './cart-slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';

/**
 * Check Out from the cart or its drawer. Spec 4, Checkout flow step 1: a visitor logs in first (or
 * continues as a guest), and the login page brings them back to the cart.
 */
export function useCheckOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const hasCheckedSession = useAppSelector(selectHasCheckedSession);
  return async () => {
    // A click before the page knows who is signed in waits for the answer (the page's own request,
    // shared), rather than sending a signed-in shopper to the login page.
    let isSignedIn = isLoggedIn;
    if (!hasCheckedSession) {
      const answer = await dispatch(
        sessionApi.endpoints.getSession.initiate(undefined, { subscribe: false }),
      );
      isSignedIn = Boolean(answer.data?.user);
    }
    if (isSignedIn) {
      void navigate('/checkout-details');
      return;
    }
    dispatch(saveURL('/cart'));
    void navigate('/login');
  };
}
