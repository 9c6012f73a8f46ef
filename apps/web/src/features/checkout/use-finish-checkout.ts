// What happens once the card is authorised: the order is confirmed. A refusal by the shop (409: a
// product sold out meanwhile, the card released) is told on the pay form. Any other failure (the
// network, the server) must never leave the shopper on a form that could take a second payment: they
// go to the success page, which confirms this same payment (again on a reload), as the provider's
// webhook does too.
import { useNavigate } from 'react-router';
import { getServerMessage, isFetchError } from '../../lib/api-error';
import { useCompleteCheckoutMutation } from './api/checkout-api';

export const confirmationPathFor = (paymentIntentId: string) =>
  `/checkout-success?payment_intent=${encodeURIComponent(paymentIntentId)}&redirect_status=succeeded`;

/** Returns `finish(paymentIntentId)`: undefined when handled, else the message for the form. */
export function useFinishCheckout(onPaid: (orderId: string) => void) {
  const [completeCheckout] = useCompleteCheckoutMutation();
  const navigate = useNavigate();
  return async (paymentIntentId: string): Promise<string | undefined> => {
    try {
      const { orderId } = await completeCheckout({ paymentIntentId }).unwrap();
      onPaid(orderId);
      return undefined;
    } catch (error) {
      if (isFetchError(error) && error.status === 409) return getServerMessage(error);
      void navigate(confirmationPathFor(paymentIntentId), { replace: true });
      return undefined;
    }
  };
}
