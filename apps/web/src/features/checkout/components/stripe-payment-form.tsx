// Stripe's Payment Element (layout 'tabs', theme 'stripe'), loaded from Stripe's script URL on this
// page only. confirmPayment redirects only when the card needs it (3-D Secure); otherwise the
// authorised payment becomes an order here, and the server's webhook would make it anyway.
import { useEffect, useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { formatCents } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { copy, currentLanguage } from '../../../copy';
import { useFinishCheckout, type OnPaid } from '../use-finish-checkout';
import styles from './checkout.module.css';

type StripePaymentFormProps = {
  publishableKey: string;
  /** Where Stripe sends the shopper back when the card needs a redirect (built from PUBLIC_URL). */
  returnUrl: string;
  clientSecret: string;
  paymentIntentId: string;
  /** What the card pays (the order's total), named on the button. */
  amountCents: number;
  onPaid: OnPaid;
};

let stripePromise: Promise<Stripe | null> | undefined;
/** Stripe.js, loaded once; a failed load is forgotten so the next visit tries again. */
const getStripe = (key: string) =>
  (stripePromise ??= loadStripe(key).catch((error: unknown) => {
    stripePromise = undefined;
    throw error;
  }));

export function StripePaymentForm({ publishableKey, clientSecret, ...rest }: StripePaymentFormProps) {
  // Elements gets Stripe.js once it has loaded, never a promise that may fail inside it.
  const [stripe, setStripe] = useState<Stripe | 'failed' | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    getStripe(publishableKey).then(
      (loaded) => isCurrent && setStripe(loaded ?? 'failed'),
      () => isCurrent && setStripe('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey]);

  if (stripe === 'failed') {
    return (
      <p className={styles.error} role="alert">
        {copy.checkout.stripeLoadFailed}
      </p>
    );
  }
  if (!stripe) return <p role="status">{copy.checkout.initializing}</p>;
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret, appearance: { theme: 'stripe' }, locale: currentLanguage() }}
    >
      <PaymentForm clientSecret={clientSecret} {...rest} />
    </Elements>
  );
}

function PaymentForm({
  paymentIntentId,
  clientSecret,
  returnUrl,
  amountCents,
  onPaid,
}: Omit<StripePaymentFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const finish = useFinishCheckout(onPaid);
  const [isReady, setIsReady] = useState(false);
  const [isProcessing, setIsProcessing] = useState(false);
  const [message, setMessage] = useState('');

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      setMessage(copy.checkout.stripeNotAvailable);
      return;
    }
    setIsProcessing(true);
    setMessage('');
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (result.error) {
      setMessage(result.error.message ?? copy.common.somethingWentWrong);
      setIsProcessing(false);
      return;
    }
    const refusal = await finish(paymentIntentId, clientSecret);
    if (refusal) {
      setMessage(refusal);
      setIsProcessing(false);
    }
  };

  return (
    <form className={styles.cardForm} onSubmit={(event) => void pay(event)}>
      <PaymentElement options={{ layout: 'tabs' }} onReady={() => setIsReady(true)} />
      <SubmitButton isBusy={isProcessing || !isReady} className={styles.payButton}>
        {copy.checkout.payAmount(formatCents(amountCents))}
      </SubmitButton>
      <p className={styles.error} role="alert">
        {message}
      </p>
    </form>
  );
}
