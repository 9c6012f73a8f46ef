// /checkout: starts the payment on the server (which prices the cart, its shipping and tax), shows
// 'Initializing Checkout...' until it is ready, then the card form of the shop's provider beside the
// summary of what will be charged. The payment is for the total the shopper was shown; when the
// server's total differs (a price or rate changed) the new figures are shown and paid only once the
// shopper accepts them. A paid checkout becomes an order, the cart empties, the success page follows.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { notify } from '../../../lib/notify';
import { getServerDetails, getServerMessage, isFetchError } from '../../../lib/api-error';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import buttons from '../../../components/ui/button.module.css';
import { copy, currentLanguage } from '../../../copy';
import { languagePrefix } from '@eshop/shared';
import { cx } from '../../../lib/cx';
import { useGetShopConfigQuery } from '../../../lib/shop-config-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { selectAuth } from '../../auth';
import { selectCartItems, toCheckoutLine } from '../../cart';
import { useCreatePaymentIntentMutation, useGetCheckoutQuoteQuery } from '../api/checkout-api';
import { toAddress } from '../address-form-schema';
import { discountCodeChanged, selectCheckout, totalAccepted } from '../checkout-slice';
import { CheckoutSummary } from './checkout-summary';
import { TestCardForm } from './test-card-form';
import type { OnPaid } from '../use-finish-checkout';
import { guestLinkQuery } from '../../orders';
import styles from './checkout.module.css';

// Stripe's script loads only for shops that take real payments, and only on this page.
const StripePaymentForm = lazy(() =>
  import('./stripe-payment-form').then((m) => ({ default: m.StripePaymentForm })),
);

export function CheckoutPage() {
  useDocumentTitle(copy.checkout.paymentHeading);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = useAppSelector(selectCartItems);
  const checkout = useAppSelector(selectCheckout);
  // A guest (no session) pays as the e-mail they gave on the login page, for their cart's limit.
  const { email: accountEmail } = useAppSelector(selectAuth);
  const email = accountEmail ?? checkout.guestEmail;
  const guestCartId = accountEmail ? null : checkout.guestCartId;
  const { data: config } = useGetShopConfigQuery();
  const [createPaymentIntent, intent] = useCreatePaymentIntentMutation();
  const started = useRef(false);

  const shipping = toAddress(checkout.shippingAddress);
  const billing = toAddress(checkout.billingAddress);
  const canStart = checkout.isReadyToPay && shipping !== null && billing !== null && items.length > 0;
  const lines = items.map(toCheckoutLine);
  const { shippingMethodId, shownTotalCents, vatId, discountCode, newsletterConsent, reminderConsent } =
    checkout;

  // Spec 4, Checkout flow step 3: the payment is requested once per visit of this page (and once
  // more after the shopper accepts a new total).
  useEffect(() => {
    if (!canStart || started.current) return;
    started.current = true;
    createPaymentIntent({
      items: lines,
      userEmail: email ?? '',
      shipping,
      billing,
      description: `payment: ${email ?? ''}`,
      ...(guestCartId ? { cartId: guestCartId } : {}),
      ...(shippingMethodId ? { shippingMethodId } : {}),
      ...(shownTotalCents !== null ? { expectedTotalCents: shownTotalCents } : {}),
      ...(vatId ? { vatId } : {}),
      ...(discountCode ? { discountCode } : {}),
      ...(newsletterConsent ? { newsletterConsent } : {}),
      ...(reminderConsent ? { reminderConsent } : {}),
      language: currentLanguage(),
    })
      .unwrap()
      .catch(() => notify.error(copy.common.somethingWentWrong));
  }, [
    canStart,
    createPaymentIntent,
    lines,
    email,
    guestCartId,
    shipping,
    billing,
    shippingMethodId,
    shownTotalCents,
    vatId,
    discountCode,
    newsletterConsent,
    reminderConsent,
  ]);

  // The total moved (409 on the expected total): show today's figures before anything is paid.
  const isTotalChanged =
    intent.isError &&
    isFetchError(intent.error) &&
    intent.error.status === 409 &&
    getServerDetails(intent.error).some((detail) => detail.path === 'expectedTotalCents');
  // The discount code no longer applies (used up, paused, ended meanwhile): say why, and send the
  // shopper back to the details to see the total without it.
  const isCodeRefused =
    intent.isError &&
    isFetchError(intent.error) &&
    intent.error.status === 409 &&
    getServerDetails(intent.error).some((detail) => detail.path === 'discountCode');
  useEffect(() => {
    if (isCodeRefused) dispatch(discountCodeChanged(''));
  }, [isCodeRefused, dispatch]);
  const newQuote = useGetCheckoutQuoteQuery(
    isTotalChanged && shipping
      ? {
          items: lines,
          shipping,
          ...(shippingMethodId ? { shippingMethodId } : {}),
          ...(discountCode ? { discountCode } : {}),
        }
      : skipToken,
  );
  const payNewTotal = () => {
    if (!newQuote.data) return;
    dispatch(totalAccepted(newQuote.data.totals.totalCents));
    started.current = false;
    intent.reset();
  };

  // The success page empties the cart and the checkout once it shows the order: emptied here, a
  // guest's e-mail would be gone before the page changes, and the checkout's guard would send them to /login.
  const onPaid: OnPaid = ({ orderId, guestLink }) => {
    const link = guestLink ? `&${guestLinkQuery(guestLink)}` : '';
    void navigate(`/checkout-success?order=${orderId}${link}`, { replace: true });
  };

  if (items.length === 0) {
    return (
      <section className={cx('container', styles.page)}>
        <h1>{copy.checkout.paymentHeading}</h1>
        <CheckoutSummary items={[]} />
      </section>
    );
  }
  if (!canStart) return <Navigate to="/checkout-details" replace />;

  const ready = intent.data;
  return (
    <section className={cx('container', styles.page)}>
      <h1>{copy.checkout.paymentHeading}</h1>
      <div className={styles.columns}>
        <div className={styles.payment}>
          {intent.isError ? (
            <>
              <p className={styles.failed}>{copy.checkout.initFailed}</p>
              {/* 409: the cart asks for more than is in stock (say which product, and the way back),
                  or the total changed (show the new one, and pay it only when the shopper agrees). */}
              {isFetchError(intent.error) && intent.error.status === 409 && (
                <p role="alert">
                  {getServerMessage(intent.error)}{' '}
                  {isCodeRefused ? (
                    <Link to="/checkout-details">{copy.checkout.backToDetails}</Link>
                  ) : (
                    !isTotalChanged && <Link to="/cart">{copy.checkout.changeCart}</Link>
                  )}
                </p>
              )}
              {isTotalChanged && newQuote.data && (
                <button type="button" className={buttons.button} onClick={payNewTotal}>
                  {copy.checkout.totalChangedAction}
                </button>
              )}
            </>
          ) : !ready || (ready.provider === 'stripe' && !config?.stripePublishableKey) ? (
            // Stripe's form waits for the shop's publishable key as well as the payment.
            <p role="status">{copy.checkout.initializing}</p>
          ) : ready.provider === 'stripe' ? (
            <Suspense fallback={<p role="status">{copy.checkout.initializing}</p>}>
              <StripePaymentForm
                publishableKey={config?.stripePublishableKey ?? ''}
                returnUrl={`${config?.publicUrl ?? window.location.origin}${languagePrefix(currentLanguage())}/checkout-success`}
                clientSecret={ready.clientSecret}
                paymentIntentId={ready.paymentIntentId}
                amountCents={ready.amountCents}
                onPaid={onPaid}
              />
            </Suspense>
          ) : (
            <TestCardForm intent={ready} onPaid={onPaid} />
          )}
        </div>
        {/* What will be charged: the server's figures once the payment is ready (or the new ones). */}
        <CheckoutSummary
          items={ready?.items ?? newQuote.data?.items ?? items}
          totals={ready?.totals ?? (isTotalChanged ? newQuote.data?.totals : undefined)}
        />
      </div>
    </section>
  );
}
