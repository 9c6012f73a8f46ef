// A guest order's status link for the admin (issue 33): revoke every link sent to the guest (asked
// first: the guest loses their way to the order), or e-mail them a new one, which voids the rest.
// An account's order has no such link, and no panel.
import type { AdminOrder } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { enGuestLink } from '../../../../copy/en-guest-link';
import { cx } from '../../../../lib/cx';
import { getServerMessage } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { useRevokeGuestLinkMutation, useSendGuestLinkMutation } from '../api/guest-link-api';
import styles from './order-guest-link.module.css';

export function OrderGuestLink({ order }: { order: AdminOrder }) {
  const [revoke, { isLoading: isRevoking }] = useRevokeGuestLinkMutation();
  const [send, { isLoading: isSending }] = useSendGuestLinkMutation();
  if (order.guestLink === null) return null;

  const onRevoke = async () => {
    try {
      await revoke(order.id).unwrap();
      notify.success(enGuestLink.revokedToast);
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };
  const onSend = async () => {
    try {
      await send(order.id).unwrap();
      notify.success(enGuestLink.sentToast(order.userEmail));
    } catch (failure) {
      notify.error(getServerMessage(failure));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="guest-link-heading">
      <h2 id="guest-link-heading">{enGuestLink.heading}</h2>
      <p>{order.guestLink === 'active' ? enGuestLink.active(order.userEmail) : enGuestLink.revoked}</p>
      <div className={styles.actions}>
        {order.guestLink === 'active' && (
          <ConfirmButton
            className={cx(buttons.button, buttons.danger)}
            question={enGuestLink.revokeQuestion}
            confirmLabel={enGuestLink.confirmRevoke}
            cancelLabel={enGuestLink.keepLink}
            onConfirm={() => void onRevoke()}
          >
            {isRevoking ? `${enGuestLink.revoke}…` : enGuestLink.revoke}
          </ConfirmButton>
        )}
        <button type="button" className={buttons.button} disabled={isSending} onClick={() => void onSend()}>
          {isSending ? `${enGuestLink.sendNew}…` : enGuestLink.sendNew}
        </button>
      </div>
    </section>
  );
}
