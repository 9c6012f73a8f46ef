// /account (issue 38): who the shopper is to the shop and what they can change: the name, the
// e-mail address (proven by a link), the address book, the password, two-factor sign-in, news and
// offers, the devices signed in, and their data: downloaded, or deleted with the account.
import { Link } from '../../../components/link';
import { Spinner } from '../../../components/ui/spinner';
import { AddressBook } from '../../addresses';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAccountQuery } from '../api/account-page-api';
import { AccountDetails } from './account-details';
import { AccountNews } from './account-news';
import { AccountPassword } from './account-password';
import { AccountPrivacy } from './account-privacy';
import { AccountSessions } from './account-sessions';
import { AccountTwoFactor } from './account-two-factor';
import { EmailVerification } from './email-verification';
import styles from './account-page.module.css';

export function AccountPage() {
  useDocumentTitle(copy.account.heading);
  const { data: account } = useGetAccountQuery();
  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.account.heading}</h1>
      {account ? (
        <>
          <EmailVerification email={account.email} isVerified={account.isEmailVerified} />
          <p>
            <Link to="/order-history">{copy.layout.myOrders}</Link>
          </p>
          <AccountDetails account={account} />
          <AddressBook />
          <AccountPassword hasPassword={account.hasPassword} />
          <AccountTwoFactor account={account} />
          <AccountNews account={account} />
          <AccountSessions />
          <AccountPrivacy account={account} />
        </>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
