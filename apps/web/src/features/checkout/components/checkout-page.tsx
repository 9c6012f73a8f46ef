// /checkout: starts the payment on the server (which prices the cart), shows 'Initializing
// Checkout...' until it is ready, then the card form of the shop's provider beside the summary of what
// will be charged. A paid checkout becomes an order, the cart empties, and the success page follows.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { getServerMessage, isFetchError } from '../../../lib/api-error';
import { en } from '../../../copy/en';
import { cx } from '../../../lib/cx';
import { useGetShopConfigQuery } from '../../../lib/shop-config-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { selectAuth } from '../../auth';
import { clearCart, selectCartItems } from '../../cart';
import { useCreatePaymentIntentMutation } from '../api/checkout-api';
import { toAddress } from '../address-form-schema';
import { clearCheckout, selectCheckout } from '../checkout-slice';
import { CheckoutSummary } from './checkout-summary';
import { TestCardForm } from './test-card-form';
import styles from './checkout.module.css';

// Stripe's script loads only for shops that take real payments, and only on this page.
const StripePaymentForm = lazy(() =>
  import('./stripe-payment-form').then((m) => ({ default: m.StripePaymentForm })),
);

export function CheckoutPage() {
  useDocumentTitle(en.checkout.paymentHeading);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const items = useSelector(selectCartItems);
  const checkout = useSelector(selectCheckout);
  const { email } = useSelector(selectAuth);
  const { data: config } = useGetShopConfigQuery();
  const [createPaymentIntent, intent] = useCreatePaymentIntentMutation();
  const started = useRef(false);

  const shipping = toAddress(checkout.shippingAddress);
  const billing = toAddress(checkout.billingAddress);
  const canStart = checkout.isReadyToPay && shipping !== null && billing !== null && items.length > 0;

  // Spec 4, Checkout flow step 3: the payment is requested once per visit of this page.
  useEffect(() => {
    if (!canStart || started.current) return;
    started.current = true;
    createPaymentIntent({
      items: items.map(({ id, cartQuantity }) => ({ id, cartQuantity })),
      userEmail: email ?? '',
      shipping,
      billing,
      description: `payment: ${email ?? ''}`,
    })
      .unwrap()
      .catch(() => notify.error(en.common.somethingWentWrong));
  }, [canStart, createPaymentIntent, items, email, shipping, billing]);

  const onPaid = (orderId: string) => {
    dispatch(clearCart());
    dispatch(clearCheckout());
    void navigate(`/checkout-success?order=${orderId}`, { replace: true });
  };

  if (items.length === 0) {
    return (
      <section className={cx('container', styles.page)}>
        <h1>{en.checkout.paymentHeading}</h1>
        <CheckoutSummary items={[]} />
      </section>
    );
  }
  if (!canStart) return <Navigate to="/checkout-details" replace />;

  const ready = intent.data;
  return (
    <section className={cx('container', styles.page)}>
      <h1>{en.checkout.paymentHeading}</h1>
      <div className={styles.columns}>
        <div className={styles.payment}>
          {intent.isError ? (
            <>
              <p className={styles.failed}>{en.checkout.initFailed}</p>
              {/* 409: the cart asks for more than is in stock; say which product, and the way back. */}
              {isFetchError(intent.error) && intent.error.status === 409 && (
                <p role="alert">
                  {getServerMessage(intent.error)} <Link to="/cart">{en.checkout.changeCart}</Link>
                </p>
              )}
            </>
          ) : !ready || (ready.provider === 'stripe' && !config?.stripePublishableKey) ? (
            // Stripe's form waits for the shop's publishable key as well as the payment.
            <p role="status">{en.checkout.initializing}</p>
          ) : ready.provider === 'stripe' ? (
            <Suspense fallback={<p role="status">{en.checkout.initializing}</p>}>
              <StripePaymentForm
                publishableKey={config?.stripePublishableKey ?? ''}
                returnUrl={`${config?.publicUrl ?? window.location.origin}/checkout-success`}
                clientSecret={ready.clientSecret}
                paymentIntentId={ready.paymentIntentId}
                onPaid={onPaid}
              />
            </Suspense>
          ) : (
            <TestCardForm intent={ready} onPaid={onPaid} />
          )}
        </div>
        {/* What will be charged: today's prices from the server once the payment is ready. */}
        <CheckoutSummary items={ready?.items ?? items} />
      </div>
    </section>
  );
}
