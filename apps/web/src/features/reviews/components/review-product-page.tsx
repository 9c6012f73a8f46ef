// Review a product: a lazy-loaded placeholder until the reviews issue.
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { en } from '../../../copy/en';

export function ReviewProductPage() {
  return <PlaceholderPage title={en.placeholders.reviewProduct} />;
}
