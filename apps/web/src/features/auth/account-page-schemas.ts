// What the account page's forms check before sending (the server checks the same again). NOTE:
// imported only by the lazy account page; it pulls in the zod runtime.
import { z } from 'zod';
import { emailSchema, MAX_NAME_LENGTH } from '@eshop/shared';
import { copy } from '../../copy';
import { resetPasswordSchema } from './account-schemas';

export const nameSchema = z.object({
  name: z
    .string()
    .trim()
    .max(MAX_NAME_LENGTH, { error: () => copy.account.nameInvalid(MAX_NAME_LENGTH) })
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: () => copy.account.nameInvalid(MAX_NAME_LENGTH) }),
});

export const newEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => copy.auth.emailRequired })
    .pipe(emailSchema),
});

/** The current password, and the new one typed twice. */
export const changePasswordSchema = z.intersection(
  z.object({ currentPassword: z.string().min(1, { error: () => copy.auth.passwordRequired }) }),
  resetPasswordSchema,
);
