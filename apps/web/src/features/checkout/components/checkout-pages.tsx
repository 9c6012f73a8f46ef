// Checkout details, payment and success: lazy-loaded placeholders until the checkout issue.
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { en } from '../../../copy/en';

export function CheckoutDetailsPage() {
  return <PlaceholderPage title={en.placeholders.checkoutDetails} />;
}

export function CheckoutPage() {
  return <PlaceholderPage title={en.placeholders.checkout} />;
}

export function CheckoutSuccessPage() {
  return <PlaceholderPage title={en.placeholders.checkoutSuccess} />;
}
