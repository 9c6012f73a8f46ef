// What the account forms check before sending: the shared schemas the server also applies, plus the
// form's own "required" and "does not match" messages. NOTE: imported only by the lazy account pages;
// it pulls in the zod runtime.
import { z } from 'zod';
import { emailSchema, isPasswordTheEmail, passwordSchema } from '@eshop/shared';
import { copy } from '../../copy';

const filledEmail = z
  .string()
  .trim()
  .min(1, { error: () => copy.auth.emailRequired });
const filledPassword = z.string().min(1, { error: () => copy.auth.passwordRequired });
/** A password being chosen: within the server's length limits. */
const newPassword = filledPassword.pipe(passwordSchema);

/** The password typed twice; a mismatch is reported on the second field. */
const newPasswordTwice = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: () => copy.auth.passwordMismatch,
    path: ['confirmPassword'],
  });

/** Login only asks for both fields: whether they are right is the server's answer. */
export const loginSchema = z.object({ email: filledEmail, password: filledPassword });

export const resetSchema = z.object({ email: filledEmail.pipe(emailSchema) });

export const registerSchema = z
  .intersection(resetSchema, newPasswordTwice)
  .refine((values) => !isPasswordTheEmail(values.password, values.email), {
    error: () => copy.auth.passwordIsEmail,
    path: ['password'],
  });

export const resetPasswordSchema = newPasswordTwice;

/** Every field an account form may have (the form components read them by these names). */
export type AccountFields = { email: string; password: string; confirmPassword: string };
