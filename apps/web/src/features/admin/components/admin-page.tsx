// The admin area (/admin/*): a lazy-loaded placeholder until the admin issue adds its own routes.
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { en } from '../../../copy/en';

export function AdminPage() {
  return <PlaceholderPage title={en.placeholders.admin} />;
}
