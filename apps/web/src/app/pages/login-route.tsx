// The login page as the route shows it: auth's page, given what the cart and the checkout add to it
// (where Check Out sent the shopper, and "Continue as guest" for a visitor with a cart). Composed here
// so that auth imports neither feature and they can import auth.
import { LoginPage } from '../../features/auth/components/login-page';
import { saveURL, selectCartItems, selectPreviousURL } from '../../features/cart';
import { GuestCheckout } from '../../features/checkout';
import { useAppDispatch, useAppSelector } from '../hooks';

export function LoginRoute() {
  const dispatch = useAppDispatch();
  const previousURL = useAppSelector(selectPreviousURL);
  const hasCart = useAppSelector(selectCartItems).length > 0;
  return (
    <LoginPage
      previousURL={previousURL}
      onLoggedIn={() => dispatch(saveURL(''))}
      guestCheckout={hasCart ? <GuestCheckout /> : null}
    />
  );
}
