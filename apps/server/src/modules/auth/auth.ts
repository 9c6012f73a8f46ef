// Better Auth, configured for the shop: e-mail + password with argon2id, Google when configured,
// sessions and rate-limit counters in our database, reset links by e-mail, origin checks.
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwtVerify } from 'jose';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  pathIn,
  splitLanguagePath,
} from '@eshop/shared';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { user } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../lib/mailer.js';
import { resetPasswordEmail, signUpAttemptEmail, verifyEmailEmail } from './auth-emails.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { passwordProblem } from './password-rules.js';
import { voidResetLinks } from './reset-links.js';
import { forgetTrustedDevices } from './trusted-devices.js';
import {
  requireCodeOfTwoFactorAccounts,
  secureTwoFactorChanges,
  type AfterHookContext,
} from './two-factor-hooks.js';
import type { Log } from '../../lib/log.js';
import { recordNewsletterConsent } from '../marketing/index.js';

/** Header the Fastify bridge sets to the client address Fastify resolved (proxy-aware). */
export const CLIENT_IP_HEADER = 'x-eshop-client-ip';
export const RESET_PASSWORD_PATH = '/reset-password';
const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** A welcome e-mail's link stays good for three days: long enough for a shopper who reads mail weekly-ish. */
export const VERIFY_TOKEN_TTL_SECONDS = 3 * 24 * 60 * 60;

/** Requests per window (seconds) per client on the abuse-prone endpoints. */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 10 },
  '/sign-in/social': { window: 60, max: 10 },
  // "Send the link again": a few per quarter hour is plenty for a shopper and useless for spamming.
  '/send-verification-email': { window: 15 * 60, max: 3 },
  '/change-email': { window: 15 * 60, max: 3 },
  // A stolen session must not become a password oracle.
  '/change-password': { window: 60, max: 5 },
  // A six-digit code has a million values: a few tries a minute per client, on top of the plugin's
  // lock of the account after 10 wrong codes in a row and of one sign-in after 5.
  '/two-factor/verify-totp': { window: 60, max: 10 },
  '/two-factor/verify-backup-code': { window: 60, max: 10 },
  '/two-factor/enable': { window: 60, max: 5 },
  '/two-factor/disable': { window: 60, max: 5 },
  '/two-factor/generate-backup-codes': { window: 60, max: 5 },
} as const;

/** How long a device the shopper ticked "Trust this device" on skips the code: 30 days. */
export const TRUSTED_DEVICE_SECONDS = 30 * 24 * 60 * 60;
/** How long the code step of one sign-in waits for its code. */
export const TWO_FACTOR_STEP_SECONDS = 10 * 60;

const VITE_DEV_ORIGIN = 'http://localhost:5173';

export type AuthDeps = {
  config: Env;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: Log;
  /** The shop's name of the moment, for the e-mails' texts (the owner may rename it). */
  shopName: () => string;
};

export function createAuth({ config, db, mailer, secret, log, shopName }: AuthDeps) {
  const publicUrl = new URL(config.PUBLIC_URL);
  const isGoogleEnabled = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
  // NOTE: Better Auth waits for these callbacks only when the account exists. Sending in the
  // background keeps the answer's timing (and a relay failure) from telling who has an account.
  const shop = () => ({ shopName: shopName(), publicUrl: config.PUBLIC_URL });
  const sendInBackground = (message: MailMessage) => {
    mailer
      .send(message)
      .catch((error: unknown) => log.error({ err: error }, `E-mail "${message.subject}" failed`));
  };

  return betterAuth({
    appName: config.SHOP_NAME,
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    databaseHooks: {
      // A new password written to an account row (change-password, set-password, a first password
      // for a Google account) voids the reset links still out. NOTE: the hooks see the row, not the
      // change; the library updates a password row only to change the password, and one more void
      // would cost a shopper nothing but a new e-mail. A reset link's own use updates the row
      // without passing it here, hence onPasswordReset below. A new account has no links yet.
      account: {
        create: {
          after: async (account, context) => {
            if (account.password && context?.path !== '/sign-up/email')
              await voidResetLinks(db, account.userId);
          },
        },
        update: {
          after: async (account) => {
            if (account?.password) await voidResetLinks(db, account.userId);
          },
        },
      },
      user: {
        create: {
          before: async (user) => ({ data: { ...user, name: checkName(user.name) } }),
          // Ticked "news and offers" on the register form: the consent is kept with its date.
          after: async (created) => {
            if ((created as { newsletterConsent?: boolean }).newsletterConsent === true)
              await recordNewsletterConsent(db, created.email, 'registration');
          },
        },
        update: {
          before: async (user) => ({
            data: user.name === undefined ? user : { ...user, name: checkName(user.name) },
          }),
        },
      },
    },
    hooks: { before: checkAccountRequest(shopName), after: afterAccountRequest(db) },
    // Sign-in with a code from an authenticator app (TOTP) and recovery codes, issue 38. Turned on
    // from the account page with the password; a sign-in with the password then asks for a code
    // unless the device was trusted (decision 075).
    plugins: [
      twoFactor({
        issuer: config.SHOP_NAME,
        twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS,
        trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    user: {
      // A new address is written only when the link sent to it is followed (the account page).
      changeEmail: { enabled: true },
      additionalFields: {
        // Never taken from a request: only the admin bootstrap sets it.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        // A staff member's permissions: set by the owner's staff routes only.
        permissions: { type: 'string[]', required: false, defaultValue: [], input: false },
        // The register form's "Send me news and offers by e-mail" (decision 070).
        newsletterConsent: { type: 'boolean', required: false, defaultValue: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // NOTE: off here so that a sign-up with an e-mail that has an account answers like a new one
      // and its owner is told instead; signInNewAccount (below) signs in the accounts it created
      // (decision 072).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        sendInBackground(signUpAttemptEmail(shop(), user.email));
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Following the e-mailed link proves the shopper reads that inbox: the e-mail counts as
      // verified from then on, which lets Google sign-in join this account (decision 006). The
      // account's other links die with the old password (the sessions already did, above).
      onPasswordReset: async ({ user: account }) => {
        await db.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
        await voidResetLinks(db, account.id);
        // A new password starts over on every device, trusted ones included.
        await forgetTrustedDevices(db, account.id);
      },
      sendResetPassword: async ({ user, token, url }) => {
        // The page it was asked from said where to come back ('/de/reset-password' in German):
        // the link and the e-mail follow its language.
        const asked = new URL(url).searchParams.get('callbackURL') ?? '';
        const { language } = splitLanguagePath(asked.startsWith('/') ? asked : RESET_PASSWORD_PATH);
        const link = new URL(pathIn(language, RESET_PASSWORD_PATH), publicUrl);
        link.searchParams.set('token', token);
        sendInBackground(resetPasswordEmail(shop(), user.email, link.toString(), language));
      },
    },
    // A new account is unverified until its welcome e-mail's link is followed; only then do guest
    // orders with that address join it (read-orders.ts) and Google sign-in may link to it.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user: addressee, url }, request) => {
        // Only a shopper's own request: the admin made at start has an address the operator named.
        if (!request) return;
        // The link comes back to the page the shopper asked from, in its language.
        const callback = new URL(url).searchParams.get('callbackURL') ?? '/';
        const { language } = splitLanguagePath(callback.startsWith('/') ? callback : '/');
        // A change of address sends the link to the new one: the account still has the old.
        const [current] = await db.select({ email: user.email }).from(user).where(eq(user.id, addressee.id));
        const isNewAddress = current !== undefined && current.email !== addressee.email;
        sendInBackground(verifyEmailEmail(shop(), addressee.email, url, language, isNewAddress));
      },
    },
    socialProviders: isGoogleEnabled
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID ?? '',
            clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
            prompt: 'select_account',
            // Only the redirect: an ID token posted to /sign-in/social would sign in without the
            // code step (decision 075), and the web app never sends one.
            disableIdTokenSignIn: true,
          },
        }
      : {},
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.RATE_LIMIT_ENABLED,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    trustedOrigins: (request) => {
      const origins = [publicUrl.origin];
      if (config.NODE_ENV === 'development') origins.push(VITE_DEV_ORIGIN);
      // The origin the browser addressed this server by (a LAN address, 127.0.0.1) is ours too:
      // the bridge built this URL from the host and scheme Fastify resolved (forwarded ones only
      // from a trusted proxy).
      if (request) origins.push(new URL(request.url).origin);
      return origins;
    },
    advanced: {
      useSecureCookies: publicUrl.protocol === 'https:',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // NOTE: Better Auth turns origin checks off by itself under a test runner; keep them on
      // everywhere so the tests prove what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    telemetry: { enabled: false },
    // A fault of the library's own (a query that threw: the database away, say) reaches the shop's
    // error handler, which logs it redacted and answers in the API's shape (503 when the database is
    // unreachable); refusals (APIError: wrong password, bad token) stay the library's answers.
    onAPIError: { throw: true },
    // Into the shop's own log (JSON, redacted, cut), never raw to the console: the library's
    // messages can hold what a client sent.
    logger: {
      disabled: config.LOG_LEVEL === 'silent',
      // NOTE: not 'warn': the library warns "user not found" on a reset request for an unknown
      // address, which would make that path cost more than the other (see routes.ts).
      level: config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace' ? 'debug' : 'error',
      log: (level, message, ...details) => log[level]({ source: 'better-auth', details }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Where each endpoint that sets a password carries the new one. */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
};

/**
 * A new password (sign-up, reset, change) must pass the password rules; an e-mail is at most 254
 * characters wherever one is given. Refused before the library does anything else.
 *
 * A changed password ends every other session, whatever the client asked: whoever holds a stolen
 * session must not outlive the change meant to lock them out.
 */
const checkAccountRequest = (shopName: () => string) =>
  createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    for (const email of [body.email, body.newEmail]) {
      if (typeof email === 'string' && email.length > MAX_EMAIL_LENGTH) {
        throw new APIError('BAD_REQUEST', {
          message: `E-mail must be at most ${MAX_EMAIL_LENGTH} characters.`,
        });
      }
    }
    // The owner's address is ADMIN_EMAIL's: changed here, the next start would make a new owner.
    if (ctx.path === '/change-email') {
      const asking = await getSessionFromCtx(ctx);
      if ((asking?.user as { role?: string } | undefined)?.role === 'admin') {
        throw new APIError('BAD_REQUEST', { message: "The owner's e-mail is set by ADMIN_EMAIL, not here." });
      }
    }
    const field = NEW_PASSWORD_FIELD[ctx.path];
    const password = field ? body[field] : undefined;
    if (typeof password === 'string') {
      const problem = await passwordProblem(
        password,
        typeof body.email === 'string' ? body.email : undefined,
      );
      if (problem) throw new APIError('BAD_REQUEST', { message: problem });
    }
    // The account page changes the name this way, and nothing else: the image and the news consent
    // (an input at sign-up) are not the library's to write afterwards.
    if (ctx.path === '/update-user' && Object.keys(body).some((key) => key !== 'name')) {
      throw new APIError('BAD_REQUEST', { message: 'Only the name can be changed here.' });
    }
    if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
    // The authenticator app names the account after the shop as it is called now (the owner may
    // rename it), whatever a client asked for.
    if (ctx.path === '/two-factor/enable') return { context: { body: { ...body, issuer: shopName() } } };
  });

/**
 * Registering signs the new shopper in (issue 38), as large shops do. Better Auth's own automatic
 * sign-in would refuse an e-mail that has an account with "user already exists"; instead the library
 * answers such a sign-up like a new one (and mails the address's owner), and this hook signs in only
 * an account the request really created: the answer's user is in the database.
 */
async function signInNewAccount(ctx: AfterHookContext): Promise<void> {
  // A shopper's request, not the server's own call (the admin made at start is not signed in).
  if (ctx.path !== '/sign-up/email' || !ctx.request) return;
  const returned = ctx.context.returned;
  if (!returned || returned instanceof Response || isAPIError(returned)) return;
  const answered = (returned as { user?: { id?: unknown } }).user;
  if (typeof answered?.id !== 'string') return;
  const created = await ctx.context.internalAdapter.findUserById(answered.id);
  if (!created) return;
  const session = await ctx.context.internalAdapter.createSession(created.id);
  await setSessionCookie(ctx, { session, user: created });
}

/**
 * A new address is written when the link sent to it is followed (change-email-verification), but
 * Better Auth keeps the account's old "verified" flag, so an account that had not proven its first
 * address would not count the new one as proven either, though following that link proves exactly
 * that. The link's token is checked here as the library checks it (signed with the shop's secret):
 * a forged one must prove nothing, whatever the library answered.
 */
async function proveChangedAddress(ctx: AfterHookContext): Promise<void> {
  if (ctx.path !== '/verify-email' || typeof ctx.query?.token !== 'string') return;
  // NOTE: after-hooks run for refused requests too: only a token this server signed says anything.
  let claims: { updateTo?: unknown; userId?: unknown; requestType?: unknown };
  try {
    const secret = new TextEncoder().encode(ctx.context.secret);
    claims = (await jwtVerify(ctx.query.token, secret, { algorithms: ['HS256'] })).payload as typeof claims;
  } catch {
    return;
  }
  if (claims.requestType !== 'change-email-verification') return;
  if (typeof claims.userId !== 'string' || typeof claims.updateTo !== 'string') return;
  const account = await ctx.context.internalAdapter.findUserById(claims.userId);
  if (account && !account.emailVerified && account.email === claims.updateTo.toLowerCase()) {
    await ctx.context.internalAdapter.updateUser(account.id, { emailVerified: true });
  }
}

const afterAccountRequest = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    await signInNewAccount(ctx);
    await proveChangedAddress(ctx);
    await requireCodeOfTwoFactorAccounts(ctx);
    await secureTwoFactorChanges(ctx, db);
  });

/** Names are shown in the header: short, one line, no control characters. */
function checkName(name: string): string {
  const trimmed = name.trim();
  // eslint-disable-next-line no-control-regex
  if (trimmed.length > MAX_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new APIError('BAD_REQUEST', {
      message: `Name must be at most ${MAX_NAME_LENGTH} characters on one line.`,
    });
  }
  return trimmed;
}
