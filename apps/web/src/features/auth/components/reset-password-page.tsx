// /reset-password?token=...: where the reset e-mail's link lands (the spec is silent; this is what
// shoppers expect). A missing, used or expired token offers a new link instead of a dead end.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { en } from '../../../copy/en';
import { getServerMessage } from '../../../lib/api-error';
import { useResetPasswordMutation } from '../api/account-api';
import { focusFirstInvalid } from '../focus-first-invalid';
import { checkNewPassword, checkPasswordsMatch } from '../form-rules';
import { AuthCard, FormMessage } from './auth-card';
import styles from './auth.module.css';

type Errors = { password?: string; confirm?: string };

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Better Auth sends ?error=INVALID_TOKEN when the e-mail's link is no longer valid.
  const token = searchParams.get('error') ? '' : (searchParams.get('token') ?? '');
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const newLinkLink = <Link to="/reset">{en.auth.requestNewLink}</Link>;

  if (!token) {
    return (
      <AuthCard title={en.auth.resetPasswordHeading}>
        <FormMessage>
          <p>{en.auth.missingToken}</p>
          <p>{newLinkLink}</p>
        </FormMessage>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      password: checkNewPassword(password),
      confirm: checkPasswordsMatch(password, confirm),
    };
    setErrors(found);
    setServerError('');
    if (found.password || found.confirm) {
      if (found.confirm) toast.error(found.confirm);
      focusFirstInvalid([
        [found.password, passwordRef.current],
        [found.confirm, confirmRef.current],
      ]);
      return;
    }
    try {
      await resetPassword({ token, newPassword: password }).unwrap();
      toast.success(en.auth.passwordChanged);
      await navigate('/login', { replace: true });
    } catch (error) {
      const message = getServerMessage(error as Parameters<typeof getServerMessage>[0]);
      setServerError(message);
      toast.error(message);
    }
  };

  return (
    <AuthCard
      title={en.auth.resetPasswordHeading}
      isBusy={isLoading}
      footer={<Link to="/login">{en.auth.login}</Link>}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={passwordRef}
          label={en.auth.newPasswordLabel}
          type="password"
          name="newPassword"
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
        {serverError && (
          <FormMessage>
            <p>{serverError}</p>
            <p>{newLinkLink}</p>
          </FormMessage>
        )}
        <SubmitButton isBusy={isLoading} className={styles.submit}>
          {en.auth.resetPasswordButton}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
