// Reset (spec 2): ask for a reset link by e-mail. The answer is the same whether or not the e-mail
// has an account, so the page cannot be used to find out who shops here.
import '../../../lib/zod-jitless';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '../../../components/link';
import { notify } from '../../../lib/notify';
import { copy } from '../../../copy';
import { useRequestPasswordResetMutation } from '../api/account-api';
import { resetSchema } from '../account-schemas';
import { AccountForm, EmailField } from './account-form';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';

export function ResetPage() {
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentMessage, setSentMessage] = useState('');
  const form = useForm({ resolver: zodResolver(resetSchema), defaultValues: { email: '' } });

  const sendLink = async ({ email }: { email: string }) => {
    setSentMessage('');
    await requestReset({ email }).unwrap();
    notify.success(copy.auth.resetLinkSent);
    setSentMessage(copy.auth.resetLinkSent);
  };

  return (
    <AuthCard
      title={copy.auth.resetHeading}
      intro={copy.auth.resetIntro}
      isBusy={form.formState.isSubmitting}
      footer={
        <>
          <Link to="/login">{copy.auth.login}</Link>
          <span aria-hidden="true">·</span>
          <Link to="/register">{copy.auth.register}</Link>
        </>
      }
    >
      <AccountForm form={form} onSubmit={sendLink} submitLabel={copy.auth.resetButton}>
        <EmailField />
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <p className={styles.success} role="status">
          {sentMessage}
        </p>
      </AccountForm>
    </AuthCard>
  );
}
