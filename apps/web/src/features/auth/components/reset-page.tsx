// Reset (spec 2): ask for a reset link by e-mail. The answer is the same whether or not the e-mail
// has an account, so the page cannot be used to find out who shops here.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { en } from '../../../copy/en';
import { getServerMessage } from '../../../lib/api-error';
import { useRequestPasswordResetMutation } from '../api/account-api';
import { checkEmail } from '../form-rules';
import { AuthCard, FormMessage } from './auth-card';
import styles from './auth.module.css';

export function ResetPage() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [serverError, setServerError] = useState('');
  const [sentMessage, setSentMessage] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkEmail(email);
    setError(found);
    setServerError('');
    setSentMessage('');
    if (found) {
      emailRef.current?.focus();
      return;
    }
    try {
      await requestReset({ email: email.trim() }).unwrap();
      toast.success(en.auth.resetLinkSent);
      setSentMessage(en.auth.resetLinkSent);
    } catch (caught) {
      const message = getServerMessage(caught as Parameters<typeof getServerMessage>[0]);
      setServerError(message);
      toast.error(message);
    }
  };

  return (
    <AuthCard
      title={en.auth.resetHeading}
      intro={en.auth.resetIntro}
      isBusy={isLoading}
      footer={
        <>
          <Link to="/login">{en.auth.login}</Link>
          <span aria-hidden="true">·</span>
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
          error={error}
        />
        {serverError && <FormMessage>{serverError}</FormMessage>}
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <p className={styles.success} role="status">
          {sentMessage}
        </p>
        <SubmitButton isBusy={isLoading} className={styles.submit}>
          {en.auth.resetButton}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
