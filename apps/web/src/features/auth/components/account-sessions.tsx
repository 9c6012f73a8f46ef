// The account page's devices: every browser signed in, this one marked, each with a way to sign it
// out, and one button for all but this one (a lost phone, a shared computer).
import type { AccountSession } from '@eshop/shared';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { formatOrderDate } from '../../../components/orders/order-status';
import buttons from '../../../components/ui/button.module.css';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useGetAccountSessionsQuery,
} from '../api/account-page-api';
import styles from './account-page.module.css';

export function AccountSessions() {
  const { data } = useGetAccountSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const sessions = data?.sessions ?? [];
  const hasOthers = sessions.some((session) => !session.isCurrent);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notify.error(getServerMessage(error));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="account-sessions">
      <h2 id="account-sessions">{copy.account.sessionsHeading}</h2>
      <ul className={styles.sessions}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.session}>
            <SessionLabel session={session} />
            {!session.isCurrent && (
              <button
                type="button"
                className={buttons.secondary}
                disabled={ending.isLoading}
                onClick={() => void run(() => endSession(session.id).unwrap())}
              >
                {copy.account.signOutDevice}
              </button>
            )}
          </li>
        ))}
      </ul>
      {hasOthers && (
        <button
          type="button"
          className={buttons.secondary}
          disabled={endingOthers.isLoading}
          onClick={() =>
            void run(async () => {
              const { ended } = await endOthers().unwrap();
              notify.success(copy.account.signedOutOthers(ended));
            })
          }
        >
          {copy.account.signOutOthers}
        </button>
      )}
    </section>
  );
}

function SessionLabel({ session }: { session: AccountSession }) {
  return (
    <div className={styles.sessionText}>
      <span className={styles.agent} title={session.userAgent ?? undefined}>
        {session.userAgent ?? copy.account.unknownDevice}
      </span>
      <small>
        {session.isCurrent && <strong>{copy.account.thisDevice} · </strong>}
        {copy.account.lastActive(formatOrderDate(session.lastActiveAt, copy.orders.dateAt))}
        {session.ipAddress && ` · ${session.ipAddress}`}
      </small>
    </div>
  );
}
