// The register page as the route shows it: auth's page, given where Check Out sent the shopper (the
// cart keeps it), as for the login page (login-route.tsx).
import { RegisterPage } from '../../features/auth/components/register-page';
import { saveURL, selectPreviousURL } from '../../features/cart';
import { useAppDispatch, useAppSelector } from '../hooks';

export function RegisterRoute() {
  const dispatch = useAppDispatch();
  const previousURL = useAppSelector(selectPreviousURL);
  return <RegisterPage previousURL={previousURL} onRegistered={() => dispatch(saveURL(''))} />;
}
