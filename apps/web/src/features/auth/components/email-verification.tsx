// Whether the account's e-mail is proven, and what follows from it: until the welcome e-mail's link
// is followed, guest orders with the address stay out of the account (decision 023), so the page says
// so and offers the link again. Coming back from the link, it says how that went.
import { useSearchParams } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSendVerificationEmailMutation } from '../api/account-page-api';
import styles from './account-page.module.css';

export function EmailVerification({ email, isVerified }: { email: string; isVerified: boolean }) {
  const [params] = useSearchParams();
  const [sendAgain, sending] = useSendVerificationEmailMutation();
  // Better Auth sends a link that failed back with ?error= (expired, forged, someone else's).
  const hasLinkFailed = params.has('error');
  const hasJustVerified = params.get('verified') === '1' && !hasLinkFailed && isVerified;

  const send = async () => {
    try {
      await sendAgain({ email }).unwrap();
    } catch (error) {
      notify.error(getServerMessage(error));
    }
  };

  if (isVerified) {
    return hasJustVerified ? (
      <p className={styles.notice} role="status">
        {copy.account.verified}
      </p>
    ) : null;
  }
  return (
    <div className={styles.notice} role={hasLinkFailed ? 'alert' : undefined}>
      <p>{hasLinkFailed ? copy.account.verifyFailed : copy.account.unverified(email)}</p>
      {sending.isSuccess ? (
        <p role="status">{copy.account.sentAgain}</p>
      ) : (
        <SubmitButton isBusy={sending.isLoading} onClick={() => void send()}>
          {copy.account.sendAgain}
        </SubmitButton>
      )}
    </div>
  );
}
