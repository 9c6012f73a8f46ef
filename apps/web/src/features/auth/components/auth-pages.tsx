// Login, register and reset: lazy-loaded placeholders until the accounts issue builds the forms.
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { en } from '../../../copy/en';

export function LoginPage() {
  return <PlaceholderPage title={en.placeholders.login} />;
}

export function RegisterPage() {
  return <PlaceholderPage title={en.placeholders.register} />;
}

export function ResetPage() {
  return <PlaceholderPage title={en.placeholders.reset} />;
}
