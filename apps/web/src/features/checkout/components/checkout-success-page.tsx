// /checkout-success: the spec's thanks and the way to the order. It empties the cart (spec 2). After
// Stripe's redirect (3-D Secure) the payment id arrives in the URL and its order is confirmed here.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import buttons from '../../../components/ui/button.module.css';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { getServerMessage } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { clearCart } from '../../cart';
import { useCompleteCheckoutMutation } from '../api/checkout-api';
import { clearCheckout } from '../checkout-slice';
import styles from './checkout.module.css';

export function CheckoutSuccessPage() {
  useDocumentTitle(en.checkout.successHeading);
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const redirectedPayment = params.get('payment_intent');
  const [completeCheckout, completion] = useCompleteCheckoutMutation();
  const orderId = params.get('order') ?? completion.data?.orderId;

  useEffect(() => {
    dispatch(clearCart());
    dispatch(clearCheckout());
    if (redirectedPayment) void completeCheckout({ paymentIntentId: redirectedPayment });
  }, [dispatch, completeCheckout, redirectedPayment]);

  return (
    <section className={cx('container', styles.success)}>
      <CheckCircle2 className={styles.successIcon} size={64} aria-hidden="true" />
      <h1>{en.checkout.successHeading}</h1>
      <p>{en.checkout.successText}</p>
      {completion.isLoading && <p role="status">{en.checkout.confirmingOrder}</p>}
      {completion.isError && <p className={styles.error}>{getServerMessage(completion.error)}</p>}
      {orderId && (
        <p>
          <Link to={`/order-details/${orderId}`}>{en.checkout.orderReference(orderId)}</Link>
        </p>
      )}
      <Link to="/order-history" className={buttons.button}>
        {en.checkout.viewOrderStatus}
      </Link>
    </section>
  );
}
