// /account (issue 38): who the shopper is to the shop, and what they can change about it.
import { Link } from 'react-router';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetSessionQuery } from '../../auth';
import { EmailVerification } from './email-verification';
import styles from './account.module.css';

export function AccountPage() {
  useDocumentTitle(copy.account.heading);
  // RequireAuth let the shopper in, so the session is there.
  const { data } = useGetSessionQuery();
  const user = data?.user;
  if (!user) return null;
  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.account.heading}</h1>
      <EmailVerification email={user.email} isVerified={user.isEmailVerified} />
      <div className={styles.card}>
        <p className={styles.email}>{user.email}</p>
        <Link to="/order-history">{copy.layout.myOrders}</Link>
      </div>
    </section>
  );
}
