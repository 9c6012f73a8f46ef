// Order history and order details: lazy-loaded placeholders until the orders issue.
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { en } from '../../../copy/en';

export function OrderHistoryPage() {
  return <PlaceholderPage title={en.placeholders.orderHistory} />;
}

export function OrderDetailsPage() {
  return <PlaceholderPage title={en.placeholders.orderDetails} />;
}
