// /checkout-success: the spec's thanks and the way to the order. It empties the cart (spec 2). After
// Stripe's redirect (3-D Secure) the payment id and its outcome arrive in the URL: a payment that
// did not succeed goes back to checkout with the cart kept; one that did has its order confirmed
// here, and only then is the cart emptied. The order itself follows: its number, lines, totals, where
// it goes and the address its confirmation was sent to.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { CheckCircle2 } from 'lucide-react';
import { useAppDispatch } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { copy } from '../../../copy';
import { cx } from '../../../lib/cx';
import { getServerMessage, isFetchError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { clearCart } from '../../cart';
import { useCompleteCheckoutMutation } from '../api/checkout-api';
import { guestLinkFrom, guestOrderPath } from '../../orders';
import { PlacedOrder } from './placed-order';
import { clearCheckout } from '../checkout-slice';
import styles from './checkout.module.css';

export function CheckoutSuccessPage() {
  useDocumentTitle(copy.checkout.successHeading);
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const redirectedPayment = params.get('payment_intent');
  // Stripe's redirect (and ours, see use-finish-checkout) carries the payment's client secret: a
  // guest's proof that the payment is theirs.
  const clientSecret = params.get('payment_intent_client_secret') ?? undefined;
  const confirm = () =>
    redirectedPayment &&
    completeCheckout({ paymentIntentId: redirectedPayment, ...(clientSecret ? { clientSecret } : {}) });
  const redirectStatus = params.get('redirect_status');
  const isRedirectFailed =
    redirectedPayment !== null && redirectStatus !== null && redirectStatus !== 'succeeded';
  const [completeCheckout, completion] = useCompleteCheckoutMutation();
  const orderId = params.get('order') ?? completion.data?.orderId;
  const guestLink = guestLinkFrom(params) ?? completion.data?.guestLink ?? null;

  useEffect(() => {
    if (!isRedirectFailed) void confirm();
    // Once per payment: `confirm` is rebuilt on each render, the payment it confirms is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirectedPayment, isRedirectFailed]);

  useEffect(() => {
    // The cart is emptied once there is an order to show for it.
    if (!orderId) return;
    dispatch(clearCart());
    dispatch(clearCheckout());
  }, [dispatch, orderId]);

  if (isRedirectFailed) {
    return (
      <section className={cx('container', styles.success)}>
        <p className={styles.error} role="alert">
          {copy.checkout.paymentNotCompleted}
        </p>
        <Link to="/checkout" className={buttons.button}>
          {copy.checkout.backToCheckout}
        </Link>
      </section>
    );
  }

  return (
    <section className={cx('container', styles.success)}>
      <CheckCircle2 className={styles.successIcon} size={64} aria-hidden="true" />
      <h1>{copy.checkout.successHeading}</h1>
      <p>{copy.checkout.successText}</p>
      {completion.isLoading && <p role="status">{copy.checkout.confirmingOrder}</p>}
      {completion.isError && (
        <>
          <p className={styles.error}>{getServerMessage(completion.error)}</p>
          {/* A refusal (409) is final; anything else may pass on a second try, for the same payment. */}
          {redirectedPayment && !(isFetchError(completion.error) && completion.error.status === 409) && (
            <button type="button" className={buttons.secondary} onClick={() => void confirm()}>
              {copy.checkout.tryConfirmAgain}
            </button>
          )}
        </>
      )}
      {orderId && <PlacedOrder orderId={orderId} guestLink={guestLink} />}
      <Link
        to={orderId && guestLink ? guestOrderPath(orderId, guestLink) : '/order-history'}
        className={buttons.button}
      >
        {copy.checkout.viewOrderStatus}
      </Link>
    </section>
  );
}
