// The account page's privacy part (issue 38): everything the shop keeps about the shopper as one
// file, and the account deleted, with the password (or, for an account without one, the e-mail
// address) typed to confirm, then asked once more.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Account } from '@eshop/shared';
import buttons from '../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import { useAppDispatch } from '../../../app/hooks';
import { getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { refreshSession } from '../api/session-api';
import { useDeleteAccountMutation } from '../api/account-page-api';
import styles from './account-page.module.css';

export function AccountPrivacy({ account }: { account: Account }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const [confirmation, setConfirmation] = useState('');

  const remove = async () => {
    try {
      await deleteAccount(
        account.hasPassword ? { password: confirmation } : { email: confirmation },
      ).unwrap();
      // Signed out everywhere: the header, the cart and the guards follow the session.
      await dispatch(refreshSession());
      notify.success(copy.account.accountDeleted);
      await navigate('/', { replace: true });
    } catch (error) {
      notify.error(getServerMessage(error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="account-data">
      <h2 id="account-data">{copy.account.dataHeading}</h2>
      <p>
        <a className={buttons.secondary} href="/api/account/export" download>
          {copy.account.download}
        </a>
      </p>
      <p className={styles.hint}>{copy.account.downloadHint}</p>
      <h3>{copy.account.deleteAccount}</h3>
      <p>{copy.account.deleteWarning}</p>
      <div className={styles.form}>
        <TextField
          label={account.hasPassword ? copy.account.currentPasswordLabel : copy.account.confirmEmailLabel}
          type={account.hasPassword ? 'password' : 'email'}
          autoComplete={account.hasPassword ? 'current-password' : 'email'}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <ConfirmButton
          className={buttons.danger}
          question={copy.account.deleteQuestion}
          confirmLabel={copy.account.deleteAccount}
          cancelLabel={copy.account.cancel}
          disabled={confirmation === '' || deleting.isLoading}
          onConfirm={() => void remove()}
        >
          {copy.account.deleteAccount}
        </ConfirmButton>
      </div>
    </section>
  );
}
