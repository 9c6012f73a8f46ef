// Logout: the last cart change is saved first (the server keeps the cart for the next sign-in), then
// the session ends. The session sync then empties this browser's cart; the checkout's addresses are
// forgotten too (a shared computer keeps no one's address).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { sessionApi } from '../../features/auth';
import { clearCheckout } from '../../features/checkout/checkout-slice';
import { copy } from '../../copy';
import { getServerMessage } from '../../lib/api-error';
import { useAppDispatch, type AppThunk } from '../hooks';

export const logOut =
  (): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { cartSync }) => {
    await cartSync.flush();
    await dispatch(sessionApi.endpoints.signOut.initiate(undefined, { track: false })).unwrap();
    dispatch(clearCheckout());
  };

/** The header's Logout: home first (so no signed-in-only page bounces to /login), then sign out. */
export const useLogOut = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const run = async () => {
    setIsLoggingOut(true);
    try {
      await navigate('/');
      await dispatch(logOut());
      notify.success(copy.auth.logoutSuccess);
    } catch (error) {
      // Said on the page it went to ('/'), so not one of that page's errors to clear.
      notify.error(getServerMessage(error), { outlivesPage: true });
    } finally {
      setIsLoggingOut(false);
    }
  };

  return { logOut: () => void run(), isLoggingOut };
};
