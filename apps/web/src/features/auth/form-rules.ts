// Checks the account forms run before sending, with the shared schemas the server also applies.
// NOTE: imported only by the lazy account pages; it pulls in the zod runtime.
import { emailSchema, passwordSchema } from '@eshop/shared';
import { en } from '../../copy/en';

type Check = string | undefined;

export const checkEmail = (value: string): Check => {
  if (!value.trim()) return en.auth.emailRequired;
  const result = emailSchema.safeParse(value.trim());
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** A password being chosen: within the server's length limits. */
export const checkNewPassword = (value: string): Check => {
  if (!value) return en.auth.passwordRequired;
  const result = passwordSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

export const checkPasswordsMatch = (password: string, confirm: string): Check =>
  password === confirm ? undefined : en.auth.passwordMismatch;
