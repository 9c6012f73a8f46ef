import { useNavigate } from 'react-router';
import { selectIsLoggedIn } from '../auth';
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
  return () => {
    if (isLoggedIn) {
      void navigate('/checkout-details');
      return;
    }
    dispatch(saveURL('/cart'));
    void navigate('/login');
  };
}
