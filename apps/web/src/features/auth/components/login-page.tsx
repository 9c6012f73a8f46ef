// Login (spec 2): e-mail and password, Google, links to /reset and /register, an overlay while
// sending. Success goes where spec 4's Login redirect says (see login-redirect.ts).
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDispatch, useSelector } from 'react-redux';
import { toast } from 'react-toastify/unstyled';
import { saveURL, selectPreviousURL } from '../../cart';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { en } from '../../../copy/en';
import { getServerMessage } from '../../../lib/api-error';
import { useSignInMutation } from '../api/account-api';
import { sessionApi } from '../api/session-api';
import { focusFirstInvalid } from '../focus-first-invalid';
import { getLoginRedirect } from '../login-redirect';
import { AuthCard, FormMessage } from './auth-card';
import { GoogleSignIn } from './google-sign-in';
import type { LoginRedirectState } from './require-auth';
import styles from './auth.module.css';

type Errors = { email?: string; password?: string };

export function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const previousURL = useSelector(selectPreviousURL);
  const [signIn] = useSignInMutation();
  const [checkSession] = sessionApi.useLazyGetSessionQuery();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const redirectTo = getLoginRedirect({
    previousURL,
    from: (location.state as LoginRedirectState | null)?.from,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      email: email.trim() ? undefined : en.auth.emailRequired,
      password: password ? undefined : en.auth.passwordRequired,
    };
    setErrors(found);
    setServerError('');
    if (found.email || found.password) {
      focusFirstInvalid([
        [found.email, emailRef.current],
        [found.password, passwordRef.current],
      ]);
      return;
    }

    setIsSubmitting(true);
    try {
      await signIn({ email: email.trim(), password }).unwrap();
      // The header, the guards and the cart all follow the session, so wait for it before moving on.
      await checkSession().unwrap();
      toast.success(en.auth.loginSuccess);
      dispatch(saveURL(''));
      await navigate(redirectTo, { replace: true });
    } catch (error) {
      const message = getServerMessage(error as Parameters<typeof getServerMessage>[0]);
      setServerError(message);
      toast.error(message);
      setIsSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={en.auth.loginHeading}
      isBusy={isSubmitting}
      footer={
        <>
          <span>{en.auth.noAccount}</span>
          <Link to="/register">{en.auth.register}</Link>
        </>
      }
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={emailRef}
          label={en.auth.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          ref={passwordRef}
          label={en.auth.passwordLabel}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        {serverError && <FormMessage>{serverError}</FormMessage>}
        <SubmitButton isBusy={isSubmitting} className={styles.submit}>
          {en.auth.loginButton}
        </SubmitButton>
        <Link to="/reset" className={styles.forgot}>
          {en.auth.forgotPassword}
        </Link>
      </form>
      <p className={styles.divider}>{en.auth.or}</p>
      <GoogleSignIn callbackURL={redirectTo} />
    </AuthCard>
  );
}
