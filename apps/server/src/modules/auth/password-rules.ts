// What makes a new password acceptable beyond its length (DESIGN.md 5.6, issue 8): not one of the
// passwords most often found in leaks (the offline list of @zxcvbn-ts/language-common, some 49,000
// of them), not only spaces, and not the account's own e-mail address.
import { dictionary } from '@zxcvbn-ts/language-common';
import { isPasswordTheEmail, PASSWORD_RULE_MESSAGES } from '@eshop/shared';

const LEAKED_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** Why `password` may not be used (for the account `email`, when known), or undefined when it may. */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.trim().length === 0) return PASSWORD_RULE_MESSAGES.blank;
  if (email && isPasswordTheEmail(password, email)) return PASSWORD_RULE_MESSAGES.email;
  if (LEAKED_PASSWORDS.has(password.toLowerCase()) || LEAKED_PASSWORDS.has(password.trim().toLowerCase())) {
    return PASSWORD_RULE_MESSAGES.breached;
  }
  return undefined;
}
