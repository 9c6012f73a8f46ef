// The built-in test-mode provider's card form: Card number, Expiration date and Security code, posted
// to the shop's own server (never logged or stored), with Stripe's test cards listed plainly.
import '../../../lib/zod-jitless';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCents, testCardSchema, type CreatePaymentIntentResponse } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { useConfirmTestPaymentMutation } from '../api/checkout-api';
import { useFinishCheckout, type OnPaid } from '../use-finish-checkout';
import styles from './checkout.module.css';

type TestCardFormProps = { intent: CreatePaymentIntentResponse; onPaid: OnPaid };

/** The card's three fields as the server reads them (the intent's secret is added when sending). */
const cardFieldsSchema = testCardSchema.omit({ clientSecret: true });

export function TestCardForm({ intent, onPaid }: TestCardFormProps) {
  const [confirmTestPayment] = useConfirmTestPaymentMutation();
  const finish = useFinishCheckout(onPaid);
  const [isProcessing, setIsProcessing] = useState(false);
  const [message, setMessage] = useState('');

  // The fields go as typed: the provider, not the form, judges a card (spec 8: its message shows under
  // the pay button).
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(cardFieldsSchema, undefined, { raw: true }),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const pay = handleSubmit(async (card) => {
    setIsProcessing(true);
    setMessage('');
    try {
      await confirmTestPayment({
        paymentIntentId: intent.paymentIntentId,
        card: { clientSecret: intent.clientSecret, ...card },
      }).unwrap();
    } catch (error) {
      // Spec 8: the provider's message under the pay button.
      setMessage(getServerMessage(error));
      setIsProcessing(false);
      return;
    }
    const refusal = await finish(intent.paymentIntentId, intent.clientSecret);
    if (refusal) {
      setMessage(refusal);
      setIsProcessing(false);
    }
  });

  return (
    <form className={styles.cardForm} onSubmit={(event) => void pay(event)} noValidate>
      <aside className={styles.testMode} aria-label={copy.checkout.testModeTitle}>
        <strong>{copy.checkout.testModeTitle}</strong>
        <p>{copy.checkout.testModeIntro}</p>
        <ul>
          {copy.checkout.testCards.map(([number, outcome]) => (
            <li key={number}>
              <code>{number}</code> {outcome}
            </li>
          ))}
        </ul>
      </aside>
      <TextField
        label={copy.checkout.cardNumber}
        {...register('cardNumber')}
        error={errors.cardNumber?.message}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        required
      />
      <div className={styles.cardRow}>
        <TextField
          label={copy.checkout.expiry}
          {...register('expiry')}
          error={errors.expiry?.message}
          autoComplete="cc-exp"
          placeholder={copy.checkout.expiryHint}
          maxLength={7}
          required
        />
        <TextField
          label={copy.checkout.securityCode}
          {...register('cvc')}
          error={errors.cvc?.message}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
          required
        />
      </div>
      <SubmitButton isBusy={isProcessing} className={styles.payButton}>
        {copy.checkout.payAmount(formatCents(intent.amountCents))}
      </SubmitButton>
      <p className={styles.error} role="alert" data-testid="payment-message">
        {message}
      </p>
    </form>
  );
}
