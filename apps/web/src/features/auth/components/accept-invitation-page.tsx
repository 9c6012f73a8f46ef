// /accept-invitation?token=... (issue 38): the link in the owner's invitation. The invited person
// chooses their name and a password, joins the staff, and is signed in to the admin. In English, as
// the admin is.
import '../../../lib/zod-jitless';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import { enStaff as words } from '../../../copy/en-staff';
import { notify } from '../../../lib/notify';
import { useAcceptInvitationMutation, useSignInMutation } from '../api/account-api';
import { sessionApi } from '../api/session-api';
import { resetPasswordSchema } from '../account-schemas';
import { ADMIN_HOME } from '../login-redirect';
import { AccountForm, NewPasswordFields } from './account-form';
import { AuthCard, FormMessage } from './auth-card';

const acceptSchema = z.intersection(z.object({ name: z.string().trim().max(100) }), resetPasswordSchema);

export function AcceptInvitationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [accept] = useAcceptInvitationMutation();
  const [signIn] = useSignInMutation();
  const [checkSession] = sessionApi.useLazyGetSessionQuery();
  const form = useForm({
    resolver: zodResolver(acceptSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });

  const join = async ({ name, password }: { name: string; password: string }) => {
    const { email } = await accept({ token, name, password }).unwrap();
    await signIn({ email, password }).unwrap();
    await checkSession().unwrap();
    notify.success(words.accepted);
    await navigate(ADMIN_HOME, { replace: true });
  };

  return (
    <AuthCard title={words.acceptHeading} intro={words.acceptIntro} isBusy={form.formState.isSubmitting}>
      {token ? (
        <AccountForm form={form} onSubmit={join} submitLabel={words.accept}>
          <TextField
            label={words.nameLabel}
            autoComplete="name"
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <NewPasswordFields label={copy.auth.passwordLabel} />
        </AccountForm>
      ) : (
        <FormMessage>
          <p>{words.missingToken}</p>
        </FormMessage>
      )}
    </AuthCard>
  );
}
