// What happens once the card is authorised: the order is confirmed. A refusal by the shop (409: a
// product sold out meanwhile, the card released) is told on the pay form. Any other failure (the
// network, the server) must never leave the shopper on a form that could take a second payment: they
// go to the success page, which confirms this same payment (again on a reload), as the provider's
// webhook does too. The payment's client secret goes along: a guest has no session, and proves the
// payment is theirs with it (the same parameter Stripe's own redirect adds to the return URL).
import type { CompleteCheckoutResponse } from '@eshop/shared';
import { useNavigate } from 'react-router';
import { getServerMessage, isFetchError } from '../../lib/api-error';
import { useCompleteCheckoutMutation } from './api/checkout-api';

/** Told the placed order: its id and, for a guest, the signed link to it. */
export type OnPaid = (placed: CompleteCheckoutResponse) => void;

export const confirmationPathFor = (paymentIntentId: string, clientSecret: string) =>
  `/checkout-success?${new URLSearchParams({
    payment_intent: paymentIntentId,
    payment_intent_client_secret: clientSecret,
    redirect_status: 'succeeded',
  })}`;

/** Returns `finish(paymentIntentId, clientSecret)`: undefined when handled, else the form's message. */
export function useFinishCheckout(onPaid: OnPaid) {
  const [completeCheckout] = useCompleteCheckoutMutation();
  const navigate = useNavigate();
  return async (paymentIntentId: string, clientSecret: string): Promise<string | undefined> => {
    try {
      onPaid(await completeCheckout({ paymentIntentId, clientSecret }).unwrap());
      return undefined;
    } catch (error) {
      if (isFetchError(error) && error.status === 409) return getServerMessage(error);
      void navigate(confirmationPathFor(paymentIntentId, clientSecret), { replace: true });
      return undefined;
    }
  };
}
