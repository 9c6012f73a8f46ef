// /unsubscribe?email=...&token=... (decision 070): the link in every reminder and offer. It asks
// before unsubscribing, so a mail scanner that opens links does not unsubscribe anyone; mail clients
// that offer one-click unsubscribe POST to the API directly (List-Unsubscribe).
import { useSearchParams } from 'react-router';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cx } from '../../../lib/cx';
import buttons from '../../../components/ui/button.module.css';
import { useUnsubscribeMutation } from '../api/marketing-api';
import styles from './marketing.module.css';

export function UnsubscribePage() {
  useDocumentTitle(copy.marketing.unsubscribeHeading);
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [unsubscribe, result] = useUnsubscribeMutation();
  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.marketing.unsubscribeHeading}</h1>
      {result.isSuccess ? (
        <p role="status">{copy.marketing.unsubscribed(result.data.email)}</p>
      ) : !email || !token ? (
        <p role="alert">{copy.marketing.unsubscribeFailed}</p>
      ) : (
        <>
          <p>{copy.marketing.unsubscribeIntro(email)}</p>
          <button
            type="button"
            className={buttons.button}
            disabled={result.isLoading}
            onClick={() => void unsubscribe({ email, token })}
          >
            {copy.marketing.unsubscribeButton}
          </button>
          {result.isError && <p role="alert">{getServerMessage(result.error)}</p>}
        </>
      )}
    </section>
  );
}
