// A Google sign-in that fails comes back to the login page as /login?error=<Better Auth's code>. The
// login page says what happened inline; the session check leaves out its own toast then.
import { copy } from '../../copy';

/** Where Better Auth sends the browser when the Google sign-in fails (its errorCallbackURL). */
export const GOOGLE_ERROR_CALLBACK_PATH = '/login';

/** Better Auth's code for a Google e-mail that a password account already uses (decision 006). */
const ACCOUNT_NOT_LINKED = 'account_not_linked';

/** The server's code for a Google sign-in to an account that signs in with a code (auth.ts). */
const NEEDS_PASSWORD_AND_CODE = 'use_password_and_code';

/** The message for the `?error=` of a failed Google sign-in, or '' when the URL has none. */
export const getGoogleSignInError = (search: string): string => {
  const code = new URLSearchParams(search).get('error');
  if (!code) return '';
  if (code === ACCOUNT_NOT_LINKED) return copy.auth.googleAccountNotLinked;
  return code === NEEDS_PASSWORD_AND_CODE ? copy.auth.googleNeedsCode : copy.auth.googleFailed;
};
