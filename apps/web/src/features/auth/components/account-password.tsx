// The account page's password: the current one and the new one twice. Changing it signs out every
// other device (the server makes sure of it), so the list of devices is asked for again.
import '../../../lib/zod-jitless';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '../../../components/link';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import { getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useChangePasswordMutation } from '../api/account-page-api';
import { changePasswordSchema } from '../account-page-schemas';
import styles from './account-page.module.css';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

export function AccountPassword({ hasPassword }: { hasPassword: boolean }) {
  const [changePassword] = useChangePasswordMutation();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await changePassword({ currentPassword, newPassword: password }).unwrap();
      notify.success(copy.account.passwordChanged);
      form.reset(EMPTY);
    } catch (error) {
      notify.error(getServerMessage(error));
    }
  });

  return (
    <section className={styles.card} aria-labelledby="account-password">
      <h2 id="account-password">{copy.account.passwordHeading}</h2>
      {hasPassword ? (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={copy.account.currentPasswordLabel}
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <TextField
            label={copy.auth.newPasswordLabel}
            type="password"
            autoComplete="new-password"
            hint={copy.auth.passwordHint(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH)}
            {...form.register('password')}
            error={errors.password?.message}
          />
          <TextField
            label={copy.auth.confirmPasswordLabel}
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
            error={errors.confirmPassword?.message}
          />
          <SubmitButton isBusy={form.formState.isSubmitting}>{copy.account.changePassword}</SubmitButton>
        </form>
      ) : (
        <p>
          {copy.account.noPassword} <Link to="/reset">{copy.auth.forgotPassword}</Link>
        </p>
      )}
    </section>
  );
}
