// /reset-password?token=...: where the reset e-mail's link lands (the spec is silent; this is what
// shoppers expect). A missing, used or expired token offers a new link instead of a dead end.
import '../../../lib/zod-jitless';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { en } from '../../../copy/en';
import { useResetPasswordMutation } from '../api/account-api';
import { resetPasswordSchema } from '../account-schemas';
import { AccountForm, NewPasswordFields } from './account-form';
import { AuthCard, FormMessage } from './auth-card';

const newLinkLink = <Link to="/reset">{en.auth.requestNewLink}</Link>;

export function ResetPasswordPage() {
  const token = useTokenFromURL();

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
  return <NewPasswordForm token={token} />;
}

/**
 * The token of the e-mailed link, kept by the page while the address bar and the history entry lose
 * it: it should not be seen over a shoulder, copied with the URL or sent on as a Referer. A reload
 * therefore counts as a missing token.
 */
function useTokenFromURL(): string {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  const navigate = useNavigate();
  const [token] = useState(() => searchParams.get('token') ?? '');
  const isInURL = searchParams.has('token');

  useEffect(() => {
    if (isInURL) void navigate(pathname, { replace: true, state });
  }, [isInURL, navigate, pathname, state]);

  return token;
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const changePassword = async ({ password }: { password: string }) => {
    await resetPassword({ token, newPassword: password }).unwrap();
    notify.success(en.auth.passwordChanged);
    await navigate('/login', { replace: true });
  };

  return (
    <AuthCard
      title={en.auth.resetPasswordHeading}
      isBusy={form.formState.isSubmitting}
      footer={<Link to="/login">{en.auth.login}</Link>}
    >
      <AccountForm
        form={form}
        onSubmit={changePassword}
        submitLabel={en.auth.resetPasswordButton}
        errorAction={newLinkLink}
      >
        <NewPasswordFields label={en.auth.newPasswordLabel} />
      </AccountForm>
    </AuthCard>
  );
}
