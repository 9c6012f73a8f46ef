// Login (spec 2): e-mail and password, Google, links to /reset and /register, an overlay while
// sending. Success goes where spec 4's Login redirect says (see login-redirect.ts). What the cart and
// the checkout add (where Check Out came from, "Continue as guest") comes in from the app shell
// (app/pages/login-route.tsx), so auth imports neither of them.
import '../../../lib/zod-jitless';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { notify } from '../../../lib/notify';
import { copy } from '../../../copy';
import { useSignInMutation } from '../api/account-api';
import { sessionApi } from '../api/session-api';
import { loginSchema } from '../account-schemas';
import { getGoogleSignInError } from '../google-sign-in-error';
import { getLoginRedirect } from '../login-redirect';
import { AccountForm, EmailField, PasswordField } from './account-form';
import { AuthCard } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import { TwoFactorStep } from './two-factor-step';
import type { LoginRedirectState } from './require-auth';
import styles from './auth.module.css';

type LoginPageProps = {
  /** Where Check Out sent the shopper from ('/cart'), or '' (spec 4: the cart keeps it). */
  previousURL: string;
  /** Logged in, before moving on: the previous URL is used once, so a later login goes home. */
  onLoggedIn: () => void;
  /** "Continue as guest", offered to a visitor with a cart (issue 20); nothing otherwise. */
  guestCheckout?: ReactNode;
};

export function LoginPage({ previousURL, onLoggedIn, guestCheckout }: LoginPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [signIn] = useSignInMutation();
  const [checkSession] = sessionApi.useLazyGetSessionQuery();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const from = (location.state as LoginRedirectState | null)?.from;
  const redirectTo = getLoginRedirect({ previousURL, from });
  // Why the visitor is here, when a page sent them: said before they have to guess.
  const reason =
    previousURL === '/cart' ? copy.auth.loginToCheckOut : from ? copy.auth.loginToContinue : null;

  // The password was right and the account asks for a code too (two-factor sign-in, issue 38).
  const [isAskingCode, setIsAskingCode] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);

  const logIn = async (credentials: { email: string; password: string }) => {
    const answer = await signIn(credentials).unwrap();
    if (answer.twoFactorRedirect) {
      setIsAskingCode(true);
      return;
    }
    await finishLogIn();
  };

  const finishLogIn = async () => {
    // The header, the guards and the cart all follow the session, so wait for it before moving on.
    const session = await checkSession().unwrap();
    notify.success(copy.auth.loginSuccess);
    onLoggedIn();
    // Only now is it known whether this is the admin, who starts on the dashboard.
    await navigate(getLoginRedirect({ previousURL, from, isAdmin: session.user?.isAdmin }), {
      replace: true,
    });
  };

  if (isAskingCode) {
    return (
      <AuthCard
        title={copy.auth.twoFactorHeading}
        isBusy={isVerifying}
        footer={
          // The step lasts ten minutes: after that, or with the wrong account, start again.
          <button type="button" className={styles.linkButton} onClick={() => setIsAskingCode(false)}>
            {copy.auth.backToLogin}
          </button>
        }
      >
        <TwoFactorStep
          onSignedIn={finishLogIn}
          onBusyChange={setIsVerifying}
          onStartAgain={() => setIsAskingCode(false)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={copy.auth.loginHeading}
      isBusy={form.formState.isSubmitting}
      footer={
        <>
          <span>{copy.auth.noAccount}</span>
          {/* Registering signs in and goes on to where logging in would have (issue 38). */}
          <Link to="/register" state={location.state as unknown}>
            {copy.auth.register}
          </Link>
        </>
      }
    >
      {reason && (
        <p className={styles.reason} role="status">
          {reason}
        </p>
      )}
      <AccountForm
        form={form}
        onSubmit={logIn}
        submitLabel={copy.auth.loginButton}
        // Google sign-in that failed comes back here with Better Auth's ?error=.
        initialError={getGoogleSignInError(location.search)}
        footer={
          <Link to="/reset" className={styles.forgot}>
            {copy.auth.forgotPassword}
          </Link>
        }
      >
        <EmailField />
        <PasswordField />
      </AccountForm>
      <GoogleSignIn callbackURL={redirectTo} />
      {/* A visitor with a cart may check out without an account (issue 20). */}
      {(!from || from.startsWith('/checkout')) && guestCheckout}
    </AuthCard>
  );
}
