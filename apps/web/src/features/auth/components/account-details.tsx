// The account page's name and e-mail address. A new address is only asked for here: a link goes to
// it, and the account moves to it when the link is followed (so nobody can take an address they do
// not read).
import '../../../lib/zod-jitless';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Account } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAppDispatch } from '../../../app/hooks';
import { refreshSession } from '../api/session-api';
import { useChangeEmailMutation, useUpdateNameMutation } from '../api/account-page-api';
import { nameSchema, newEmailSchema } from '../account-page-schemas';
import styles from './account-page.module.css';

export function AccountDetails({ account }: { account: Account }) {
  return (
    <section className={styles.card} aria-labelledby="account-details">
      <h2 id="account-details">{copy.account.detailsHeading}</h2>
      <NameForm name={account.name} />
      <EmailForm email={account.email} />
    </section>
  );
}

function NameForm({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  const [updateName] = useUpdateNameMutation();
  const form = useForm({ resolver: zodResolver(nameSchema), defaultValues: { name } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateName(values).unwrap();
      // The header greets by name.
      await dispatch(refreshSession());
      notify.success(copy.account.nameSaved);
    } catch (error) {
      notify.error(getServerMessage(error));
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={copy.account.nameLabel}
        autoComplete="name"
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <SubmitButton isBusy={form.formState.isSubmitting}>{copy.account.saveName}</SubmitButton>
    </form>
  );
}

function EmailForm({ email }: { email: string }) {
  const [changeEmail] = useChangeEmailMutation();
  const [sentTo, setSentTo] = useState('');
  const form = useForm({ resolver: zodResolver(newEmailSchema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await changeEmail({ newEmail: values.email }).unwrap();
      setSentTo(values.email);
      form.reset();
    } catch (error) {
      notify.error(getServerMessage(error));
    }
  });
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.current}>
        <span>{copy.account.emailHeading}</span> <strong>{email}</strong>
      </p>
      <TextField
        label={copy.account.newEmailLabel}
        type="email"
        autoComplete="email"
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <SubmitButton isBusy={form.formState.isSubmitting}>{copy.account.changeEmail}</SubmitButton>
      {sentTo && (
        <p className={styles.notice} role="status">
          {copy.account.emailChangeSent(sentTo)}
        </p>
      )}
    </form>
  );
}
