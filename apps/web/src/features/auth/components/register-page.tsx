// Register (spec 2 and 5): e-mail, password and its confirmation. Registering signs the shopper in and
// goes on to where logging in would have (the checkout from a cart, the page that asked), with a
// welcome e-mail whose link proves the address (issue 38, decision 072). An e-mail that already has
// an account is not signed in: the server answers it like a new one and tells that inbox instead, so
// this page says where to look.
import '../../../lib/zod-jitless';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { notify } from '../../../lib/notify';
import { copy } from '../../../copy';
import { useSignUpMutation } from '../api/account-api';
import { sessionApi } from '../api/session-api';
import { registerSchema } from '../account-schemas';
import { getLoginRedirect } from '../login-redirect';
import { AccountForm, EmailField, NewPasswordFields } from './account-form';
import { AuthCard } from './auth-card';
import type { LoginRedirectState } from './require-auth';
import styles from './auth.module.css';

type RegisterPageProps = {
  /** Where Check Out sent the shopper from ('/cart'), or '' (as for the login page). */
  previousURL?: string;
  /** Signed in, before moving on: the previous URL is used once. */
  onRegistered?: () => void;
};

export function RegisterPage({ previousURL = '', onRegistered }: RegisterPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginRedirectState | null;
  const [signUp] = useSignUpMutation();
  const [checkSession] = sessionApi.useLazyGetSessionQuery();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: state?.email ?? '', password: '', confirmPassword: '' },
  });

  // Unticked until the shopper ticks it: consent is asked, never assumed (decision 070).
  const [wantsNews, setWantsNews] = useState(false);
  const [inboxToCheck, setInboxToCheck] = useState('');

  const register = async ({ email, password }: { email: string; password: string }) => {
    await signUp({ email, password, newsletterConsent: wantsNews }).unwrap();
    // The header, the guards and the cart all follow the session, so wait for it before moving on.
    const session = await checkSession().unwrap();
    if (!session.user) {
      setInboxToCheck(email);
      return;
    }
    notify.success(copy.auth.registerSuccess);
    onRegistered?.();
    await navigate(getLoginRedirect({ previousURL, from: state?.from }), { replace: true });
  };

  return (
    <AuthCard
      title={copy.auth.registerHeading}
      isBusy={form.formState.isSubmitting}
      footer={
        <>
          <span>{copy.auth.haveAccount}</span>
          <Link to="/login" state={state}>
            {copy.auth.login}
          </Link>
        </>
      }
    >
      {inboxToCheck ? (
        <p className={styles.reason} role="status">
          {copy.auth.checkInbox(inboxToCheck)}
        </p>
      ) : (
        <AccountForm form={form} onSubmit={register} submitLabel={copy.auth.registerButton}>
          <EmailField />
          <NewPasswordFields label={copy.auth.passwordLabel} />
          <label className={styles.consent}>
            <input
              type="checkbox"
              checked={wantsNews}
              onChange={(event) => setWantsNews(event.target.checked)}
            />
            {copy.marketing.newsletterConsent}
          </label>
        </AccountForm>
      )}
    </AuthCard>
  );
}
