// The body every account form shares (login, register, reset, reset-password): react-hook-form with a
// zod schema, labelled fields tied to their errors, focus on the first invalid one (shouldFocusError),
// the server's answer once (a toast, or inline beside a way out), and a submit button with a spinner.
import type { ComponentProps, ReactNode } from 'react';
import {
  FormProvider,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { notify } from '../../../lib/notify';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@eshop/shared';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { copy } from '../../../copy';
import type { AccountFields } from '../account-schemas';
import { useServerError } from '../use-server-error';
import { FormMessage } from './auth-card';
import styles from './auth.module.css';

type AccountFormProps<Fields extends FieldValues, Values extends FieldValues> = {
  form: UseFormReturn<Fields, unknown, Values>;
  /** Sends the checked values; whatever it throws is shown as the server's message. */
  onSubmit: (values: Values) => Promise<unknown>;
  submitLabel: string;
  /** The fields (EmailField, PasswordField, NewPasswordFields) and any status line. */
  children: ReactNode;
  /** A message about the form to show from the start. */
  initialError?: string;
  /** Offered under the server's message (a way out, such as a link to a new reset e-mail), which then shows inline. */
  errorAction?: ReactNode;
  /** Under the submit button. */
  footer?: ReactNode;
};

export function AccountForm<Fields extends FieldValues, Values extends FieldValues>({
  form,
  onSubmit,
  submitLabel,
  children,
  initialError,
  errorAction,
  footer,
}: AccountFormProps<Fields, Values>) {
  const { serverError, catchServerError } = useServerError(initialError, errorAction !== undefined);
  const submit = form.handleSubmit(
    (values) => catchServerError(() => onSubmit(values)),
    toastPasswordMismatch,
  );

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {children}
        {serverError && (
          <FormMessage>
            <p>{serverError}</p>
            {errorAction && <p>{errorAction}</p>}
          </FormMessage>
        )}
        <SubmitButton isBusy={form.formState.isSubmitting} className={styles.submit}>
          {submitLabel}
        </SubmitButton>
        {footer}
      </form>
    </FormProvider>
  );
}

// Spec 5 shows the mismatch as a toast; the field's own message stays for screen readers.
const toastPasswordMismatch = (errors: FieldErrors): void => {
  const message = errors.confirmPassword?.message;
  if (typeof message === 'string') notify.error(message);
};

type AccountFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'error' | 'ref'> & {
  name: keyof AccountFields;
};

/** A TextField registered with the surrounding AccountForm, showing its own error. */
function AccountField({ name, ...inputProps }: AccountFieldProps) {
  const { register } = useFormContext<AccountFields>();
  const { errors } = useFormState<AccountFields>({ name });
  return <TextField {...inputProps} {...register(name)} required error={errors[name]?.message} />;
}

export function EmailField() {
  return <AccountField name="email" label={copy.auth.emailLabel} type="email" autoComplete="email" />;
}

/** The password of an existing account (login). */
export function PasswordField() {
  return (
    <AccountField
      name="password"
      label={copy.auth.passwordLabel}
      type="password"
      autoComplete="current-password"
    />
  );
}

/** A password being chosen, and the same again to confirm it (register, reset-password). */
export function NewPasswordFields({ label }: { label: string }) {
  return (
    <>
      <AccountField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        hint={copy.auth.passwordHint(MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH)}
      />
      <AccountField
        name="confirmPassword"
        label={copy.auth.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
