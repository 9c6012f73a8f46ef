import { Outlet } from 'react-router';
import { Link } from '../../../components/link';
import { ShieldAlert } from 'lucide-react';
import { useAppSelector } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { selectAuth } from '../auth-slice';
import styles from './require-admin.module.css';

/**
 * The admin area's guard (spec 6). Only cosmetic: every admin API route checks the role on the
 * server too (DESIGN.md 5.6).
 */
export function RequireAdmin() {
  const { hasCheckedSession, isAdmin, mustTurnOnTwoFactor } = useAppSelector(selectAuth);
  if (!hasCheckedSession) return <Spinner fill />;
  if (!isAdmin) return <PermissionDenied />;
  return mustTurnOnTwoFactor ? <TurnOnTwoFactorFirst /> : <Outlet />;
}

/** Staff the owner asks to use two-factor sign-in: their account page is where it is turned on. */
function TurnOnTwoFactorFirst() {
  useDocumentTitle(copy.account.twoFactorHeading);
  return (
    <section className={cx('container', styles.page)}>
      <ShieldAlert className={styles.icon} size={56} aria-hidden="true" />
      <h1 className={styles.heading}>{copy.auth.turnOnTwoFactorFirst}</h1>
      <Link to="/account" className={buttons.dark}>
        {copy.auth.goToAccount}
      </Link>
    </section>
  );
}

export function PermissionDenied() {
  useDocumentTitle(copy.auth.permissionDeniedTitle);
  return (
    <section className={cx('container', styles.page)}>
      <ShieldAlert className={styles.icon} size={56} aria-hidden="true" />
      {/* The spec's sentence, whole, in one element. */}
      <h1 className={styles.heading}>{copy.auth.permissionDenied}</h1>
      <Link to="/" className={buttons.dark}>
        &larr; {copy.common.backToHome}
      </Link>
    </section>
  );
}
