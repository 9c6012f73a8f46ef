// The account page's "Send me news and offers by e-mail", as the register form asks it (decision 070):
// saved as soon as it is ticked or unticked.
import type { Account } from '@eshop/shared';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSetNewsletterConsentMutation } from '../api/account-page-api';
import styles from './account-page.module.css';

export function AccountNews({ account }: { account: Account }) {
  const [setConsent, saving] = useSetNewsletterConsentMutation();
  const change = async (consent: boolean) => {
    try {
      await setConsent({ consent }).unwrap();
      notify.success(copy.account.newsSaved);
    } catch (error) {
      notify.error(getServerMessage(error));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="account-news">
      <h2 id="account-news">{copy.account.newsHeading}</h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={account.newsletterConsent}
          disabled={saving.isLoading}
          onChange={(event) => void change(event.target.checked)}
        />
        {copy.marketing.newsletterConsent}
      </label>
    </section>
  );
}
