// What makes a new password acceptable beyond its length (the developer guide's differences from the spec, 6, issue 8): not one of the
// passwords most often found in leaks (the offline list of @zxcvbn-ts/language-common, some 49,000
// of them), not only spaces, and not the account's own e-mail address.
import { isPasswordTheEmail, PASSWORD_RULE_MESSAGES } from '@eshop/shared';

let leakedPasswords: Promise<Set<string>> | undefined;
/**
 * The list, lower-cased, loaded at the first password checked (issue 24): about 5 MB of heap that an
 * idle shop, or one whose shoppers seldom register, would otherwise hold from the start.
 */
const loadLeakedPasswords = () =>
  (leakedPasswords ??= import('@zxcvbn-ts/language-common').then((module) => {
    // NOTE: in the server's bundle the package is its CommonJS build, whose exports come as `default`.
    const { dictionary } = (module as unknown as { default?: typeof module }).default ?? module;
    return new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  }));

/** Why `password` may not be used (for the account `email`, when known), or undefined when it may. */
export async function passwordProblem(password: string, email?: string): Promise<string | undefined> {
  if (password.trim().length === 0) return PASSWORD_RULE_MESSAGES.blank;
  if (email && isPasswordTheEmail(password, email)) return PASSWORD_RULE_MESSAGES.email;
  const leaked = await loadLeakedPasswords();
  if (leaked.has(password.toLowerCase()) || leaked.has(password.trim().toLowerCase())) {
    return PASSWORD_RULE_MESSAGES.breached;
  }
  return undefined;
}
