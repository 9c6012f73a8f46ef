// What the shop adds around Better Auth's two-factor plugin (decision 075), as after-hooks: no way
// into an account that uses a code without the code, and each change of two-factor sign-in locks out
// what it should (other sessions when it is turned on, trusted devices when it is turned off).
import type { createAuthMiddleware } from 'better-auth/api';
import { APIError, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { and, eq, ne } from 'drizzle-orm';
import { pathIn, splitLanguagePath, TWO_FACTOR_MESSAGES } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { session } from '../../db/schema/index.js';
import { forgetTrustedDevices } from './trusted-devices.js';

export type AfterHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The login page's ?error= after Google sign-in to an account that signs in with a code. */
export const TWO_FACTOR_GOOGLE_ERROR = 'use_password_and_code';

/** The token of the session the request came with, if any. */
const incomingSessionToken = async (ctx: AfterHookContext): Promise<string | null> =>
  (await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret)) || null;

const usesTwoFactor = (user: unknown) => (user as { twoFactorEnabled?: boolean }).twoFactorEnabled === true;

/**
 * An account with two-factor sign-in is signed in by its password and a code, never by a link or by
 * Google alone (the plugin asks for the code only after a password): a session such a path made is
 * ended before the answer leaves. Google's return goes to the login page, which says why; a followed
 * e-mail link still proves the address. A session the request came with is not this hook's to end
 * (the library hands it back when the link is followed in a browser already signed in).
 */
export async function requireCodeOfTwoFactorAccounts(ctx: AfterHookContext): Promise<void> {
  const isGoogleReturn = ctx.path.startsWith('/callback/');
  if (!isGoogleReturn && ctx.path !== '/verify-email' && ctx.path !== '/sign-in/social') return;
  const made = ctx.context.newSession;
  if (!made || !usesTwoFactor(made.user)) return;
  if (made.session.token === (await incomingSessionToken(ctx))) return;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(made.session.token);
  ctx.context.setNewSession(null);
  if (isGoogleReturn) {
    // Back to the login page in the language the sign-in was asked from.
    const returned = ctx.context.returned;
    const location = isAPIError(returned)
      ? (returned as { headers?: Headers }).headers?.get('location')
      : null;
    const asked = location ?? '/';
    const { language } = splitLanguagePath(asked.startsWith('/') ? asked : '/');
    throw ctx.redirect(`${pathIn(language, '/login')}?error=${TWO_FACTOR_GOOGLE_ERROR}`);
  }
  // Google's ID token sent straight here (turned off in auth.ts; kept shut here too).
  if (ctx.path === '/sign-in/social')
    throw new APIError('FORBIDDEN', { message: TWO_FACTOR_MESSAGES.useCode });
}

/**
 * Turning two-factor sign-in on ends every other session (one may be a thief's that the code is
 * meant to shut out); turning it off forgets every trusted device, not only this one (the plugin's).
 */
export async function secureTwoFactorChanges(ctx: AfterHookContext, db: Db): Promise<void> {
  const made = ctx.context.newSession;
  if (!made || isAPIError(ctx.context.returned)) return;
  if (ctx.path === '/two-factor/verify-totp') {
    // A sign-in's code step comes without a session; turning it on, with the one the plugin replaced.
    const incoming = await incomingSessionToken(ctx);
    if (!incoming || incoming === made.session.token) return;
    await db
      .delete(session)
      .where(and(eq(session.userId, made.user.id), ne(session.token, made.session.token)));
  }
  if (ctx.path === '/two-factor/disable') await forgetTrustedDevices(db, made.user.id);
}
