// Register (spec 2 and 5): e-mail, password and its confirmation. Success does not sign in: the
// shopper logs in next (and the server answers a taken e-mail the same way, so it cannot be probed).
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { en } from '../../../copy/en';
import { getServerMessage } from '../../../lib/api-error';
import { useSignUpMutation } from '../api/account-api';
import { focusFirstInvalid } from '../focus-first-invalid';
import { checkEmail, checkNewPassword, checkPasswordsMatch } from '../form-rules';
import { AuthCard, FormMessage } from './auth-card';
import styles from './auth.module.css';

type Errors = { email?: string; password?: string; confirm?: string };

export function RegisterPage() {
  const navigate = useNavigate();
  const [signUp, { isLoading }] = useSignUpMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      email: checkEmail(email),
      password: checkNewPassword(password),
      confirm: checkPasswordsMatch(password, confirm),
    };
    setErrors(found);
    setServerError('');
    if (found.email || found.password || found.confirm) {
      // Spec 5 shows the mismatch as a toast; the field's own message stays for screen readers.
      if (found.confirm) toast.error(found.confirm);
      focusFirstInvalid([
        [found.email, emailRef.current],
        [found.password, passwordRef.current],
        [found.confirm, confirmRef.current],
      ]);
      return;
    }

    try {
      await signUp({ email: email.trim(), password }).unwrap();
      toast.success(en.auth.registerSuccess);
      await navigate('/login');
    } catch (error) {
      const message = getServerMessage(error as Parameters<typeof getServerMessage>[0]);
      setServerError(message);
      toast.error(message);
    }
  };

  return (
    <AuthCard
      title={en.auth.registerHeading}
      isBusy={isLoading}
      footer={
        <>
          <span>{en.auth.haveAccount}</span>
          <Link to="/login">{en.auth.login}</Link>
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
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={en.auth.passwordHint(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <TextField
          ref={confirmRef}
          label={en.auth.confirmPasswordLabel}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        {serverError && <FormMessage>{serverError}</FormMessage>}
        <SubmitButton isBusy={isLoading} className={styles.submit}>
          {en.auth.registerButton}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
