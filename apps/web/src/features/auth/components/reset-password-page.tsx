// /reset-password?token=...: where the reset e-mail's link lands (the spec is silent; this is what
// shoppers expect). A missing, used or expired token offers a new link instead of a dead end.
import '../../../lib/zod-jitless';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../components/link';
import { notify } from '../../../lib/notify';
import { copy } from '../../../copy';
import { useResetPasswordMutation } from '../api/account-api';
import { resetPasswordSchema } from '../account-schemas';
import { AccountForm, NewPasswordFields } from './account-form';
import { AuthCard, FormMessage } from './auth-card';

const NewLinkLink = () => <Link to="/reset">{copy.auth.requestNewLink}</Link>;

export function ResetPasswordPage() {
  const token = useTokenFromURL();

  if (!token) {
    return (
      <AuthCard title={copy.auth.resetPasswordHeading}>
        <FormMessage>
          <p>{copy.auth.missingToken}</p>
          <p>
            <NewLinkLink />
          </p>
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
    notify.success(copy.auth.passwordChanged);
    await navigate('/login', { replace: true });
  };

  return (
    <AuthCard
      title={copy.auth.resetPasswordHeading}
      isBusy={form.formState.isSubmitting}
      footer={<Link to="/login">{copy.auth.login}</Link>}
    >
      <AccountForm
        form={form}
        onSubmit={changePassword}
        submitLabel={copy.auth.resetPasswordButton}
        errorAction={<NewLinkLink />}
      >
        <NewPasswordFields label={copy.auth.newPasswordLabel} />
      </AccountForm>
    </AuthCard>
  );
}
