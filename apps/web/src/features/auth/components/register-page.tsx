// Register (spec 2 and 5): e-mail, password and its confirmation. Success does not sign in: the
// shopper logs in next (and the server answers a taken e-mail the same way, so it cannot be probed).
import '../../../lib/zod-jitless';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { copy } from '../../../copy';
import { useSignUpMutation } from '../api/account-api';
import { registerSchema } from '../account-schemas';
import { AccountForm, EmailField, NewPasswordFields } from './account-form';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';

export function RegisterPage() {
  const navigate = useNavigate();
  const [signUp] = useSignUpMutation();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  // Unticked until the shopper ticks it: consent is asked, never assumed (decision 070).
  const [wantsNews, setWantsNews] = useState(false);

  const register = async ({ email, password }: { email: string; password: string }) => {
    await signUp({ email, password, newsletterConsent: wantsNews }).unwrap();
    notify.success(copy.auth.registerSuccess);
    await navigate('/login');
  };

  return (
    <AuthCard
      title={copy.auth.registerHeading}
      isBusy={form.formState.isSubmitting}
      footer={
        <>
          <span>{copy.auth.haveAccount}</span>
          <Link to="/login">{copy.auth.login}</Link>
        </>
      }
    >
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
    </AuthCard>
  );
}
