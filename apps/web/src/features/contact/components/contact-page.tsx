// Contact Us: a lazy-loaded placeholder until the contact issue.
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { en } from '../../../copy/en';

export function ContactPage() {
  return <PlaceholderPage title={en.placeholders.contact} />;
}
