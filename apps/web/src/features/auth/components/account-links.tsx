import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { selectAuth } from '../auth-slice';
import { useAppSelector } from '../../../app/hooks';
import styles from './account-links.module.css';
import { NavLink } from '../../../components/link';

type AccountLinksProps = {
  linkClassName?: string;
  /** Signs out; the app layer owns it because it also saves and empties the cart. */
  onLogout: () => void;
  isLoggingOut?: boolean;
};

/** The header's account part: Login and Register, or the greeting, My Orders and Logout. */
export function AccountLinks({ linkClassName, onLogout, isLoggingOut = false }: AccountLinksProps) {
  const auth = useAppSelector(selectAuth);

  // Until the server has answered, show nothing rather than a Login link that may be wrong.
  if (!auth.hasCheckedSession) return null;

  if (!auth.isLoggedIn) {
    return (
      <>
        <NavLink to="/login" className={linkClassName}>
          {copy.layout.login}
        </NavLink>
        <NavLink to="/register" className={linkClassName}>
          {copy.layout.register}
        </NavLink>
      </>
    );
  }

  return (
    <>
      {auth.isAdmin && (
        <NavLink to="/admin/home" className={cx(linkClassName, styles.admin)}>
          {copy.layout.admin}
        </NavLink>
      )}
      {/* The greeting opens the account page (issue 38). */}
      <NavLink to="/account" className={cx(linkClassName, styles.greeting)} data-testid="greeting">
        {copy.layout.greeting(auth.userName ?? '')}
      </NavLink>
      <NavLink to="/order-history" className={linkClassName}>
        {copy.layout.myOrders}
      </NavLink>
      <button
        type="button"
        className={cx(linkClassName, styles.logout)}
        onClick={onLogout}
        disabled={isLoggingOut}
        aria-busy={isLoggingOut}
      >
        {copy.layout.logout}
      </button>
    </>
  );
}
