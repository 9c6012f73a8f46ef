// Bridges Fastify to Better Auth for the endpoints the web app uses (an allow-list: the library
// answers some thirty paths, and several would help someone holding a stolen session, such as a
// password oracle or a list of raw session tokens). Each request becomes a web Request for its
// handler, and its Response comes back with all cookies, without raw session tokens in the body.
// Errors are re-shaped into the API's one error shape; any other /api/auth/* path is a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import {
  ERROR_STATUS,
  sessionResponseSchema,
  shopConfigSchema,
  TWO_FACTOR_MESSAGES,
  type ErrorCode,
} from '@eshop/shared';
import { CLIENT_IP_HEADER } from './auth.js';
import { readSession } from './session.js';
import { mustTurnOnTwoFactor } from './staff-two-factor.js';

const ERROR_CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
};

const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/** What the web app calls under /api/auth, and nothing else. */
export const AUTH_ENDPOINTS = [
  { method: 'POST', url: '/sign-up/email' },
  { method: 'POST', url: '/sign-in/email' },
  { method: 'POST', url: '/sign-out' },
  { method: 'POST', url: '/request-password-reset' },
  { method: 'POST', url: '/reset-password' },
  { method: 'POST', url: '/sign-in/social' },
  // Where Google sends the shopper back.
  { method: 'GET', url: '/callback/google' },
  // The link in a welcome (or changed-address) e-mail, and "send it again".
  { method: 'GET', url: '/verify-email' },
  { method: 'POST', url: '/send-verification-email' },
  // The account page: the name, a new address (written when the link sent to it is followed), and
  // the password (the current one required; every other session ends).
  { method: 'POST', url: '/update-user' },
  { method: 'POST', url: '/change-email' },
  { method: 'POST', url: '/change-password' },
  // Two-factor sign-in (issue 38): turned on with the password (an app's secret and recovery codes,
  // on once a first code proves the app has it) and off again; new recovery codes; and the code step
  // of a sign-in, with a code from the app or a recovery code.
  { method: 'POST', url: '/two-factor/enable' },
  { method: 'POST', url: '/two-factor/disable' },
  { method: 'POST', url: '/two-factor/generate-backup-codes' },
  { method: 'POST', url: '/two-factor/verify-totp' },
  { method: 'POST', url: '/two-factor/verify-backup-code' },
] as const;

/** The library's words for two-factor sign-in, said as the shop says things (by its error code). */
const SHOP_MESSAGES: Record<string, string> = {
  INVALID_CODE: TWO_FACTOR_MESSAGES.invalidCode,
  INVALID_BACKUP_CODE: TWO_FACTOR_MESSAGES.invalidRecoveryCode,
  INVALID_TWO_FACTOR_COOKIE: TWO_FACTOR_MESSAGES.stepExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: TWO_FACTOR_MESSAGES.tooManyCodes,
  ACCOUNT_TEMPORARILY_LOCKED: TWO_FACTOR_MESSAGES.accountLocked,
  TOTP_ALREADY_ENABLED: TWO_FACTOR_MESSAGES.alreadyOn,
  TOTP_NOT_ENABLED: TWO_FACTOR_MESSAGES.notOn,
  INVALID_PASSWORD: TWO_FACTOR_MESSAGES.wrongPassword,
};

/**
 * A reset request is answered this long after it arrived, whether the address has an account or
 * not: the library writes a token for one and only reads for the other, and those milliseconds told
 * who has an account. Longer than either path takes on a busy server; a rare request can afford it.
 */
export const RESET_REQUEST_ANSWER_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Account forms send a few short fields; anything bigger is refused before parsing. */
const AUTH_BODY_LIMIT = 32 * 1024;

/** The cookie is the session; a token in a body would only be something for a script to steal. */
function withoutTokens(text: string): string {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'token' in body) {
      const { token: _token, ...rest } = body as Record<string, unknown>;
      return JSON.stringify(rest);
    }
  } catch {
    // Not JSON: nothing to strip.
  }
  return text;
}

/** Behind a trusted proxy that says the client came over https, cookies are Secure too. */
export function secureCookies(cookies: string[], request: FastifyRequest): string[] {
  if (request.protocol !== 'https') return cookies;
  return cookies.map((cookie) => (/;\s*secure(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`));
}

const parseJson = (text: string): { message?: string; code?: string } => {
  try {
    return (text ? JSON.parse(text) : {}) as { message?: string; code?: string };
  } catch {
    return {};
  }
};

function toWebRequest(request: FastifyRequest): Request {
  const headers = fromNodeHeaders(request.headers);
  // Rate limits key on this header; a client's own copy must not count.
  headers.set(CLIENT_IP_HEADER, request.ip);
  // The library sees the host and scheme Fastify resolved (forwarded ones only from a trusted
  // proxy), never a client's own X-Forwarded-* headers.
  headers.set('host', request.host);
  for (const name of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'])
    headers.delete(name);
  headers.delete('content-length');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendWebResponse(
  response: Response,
  request: FastifyRequest,
  reply: FastifyReply,
  endpointUrl: string,
) {
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', secureCookies(cookies, request));

  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (response.status >= 400 && isJson) {
    if (response.status >= 500) {
      // The provider's own words about a server fault stay in the log.
      request.log.error({ status: response.status, body: text }, 'auth request failed');
      return reply
        .status(500)
        .type('application/json')
        .send({ error: { code: 'INTERNAL', message: SERVER_FAULT } });
    }
    const code = ERROR_CODE_BY_STATUS[response.status] ?? 'BAD_REQUEST';
    const { message, code: reason } = parseJson(text);
    // Only two-factor sign-in's: the same codes elsewhere (a sign-up's missing password) mean other things.
    const shopMessage =
      (endpointUrl.startsWith('/two-factor/') && reason && SHOP_MESSAGES[reason]) || message;
    return reply
      .status(ERROR_STATUS[code])
      .type('application/json')
      .send({ error: { code, message: shopMessage ?? 'The request could not be completed.' } });
  }
  return reply.status(response.status).send(isJson ? withoutTokens(text) : text);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config } = app;

  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: `/auth${endpoint.url}`,
      bodyLimit: AUTH_BODY_LIMIT,
      schema: { hide: true },
      handler: async (request, reply) => {
        const startedAt = performance.now();
        const response = await auth.handler(toWebRequest(request));
        // A refusal (rate limit, bad e-mail) says nothing about accounts and need not wait.
        if (endpoint.url === '/request-password-reset' && response.ok) {
          // Waiting is not work: the write's slot goes to the next one meanwhile.
          app.releaseWrite(request);
          await sleep(RESET_REQUEST_ANSWER_MS - (performance.now() - startedAt));
        }
        return sendWebResponse(response, request, reply, endpoint.url);
      },
    });
  }

  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in shopper, or null',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, setCookies } = await readSession(auth, request);
      // Better Auth extends an active session's cookie as it goes; pass the fresh cookie on.
      if (setCookies.length > 0) reply.header('set-cookie', secureCookies(setCookies, request));
      return { user, mustTurnOnTwoFactor: await mustTurnOnTwoFactor(app.db, user) };
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Public settings the web app needs',
        response: { 200: shopConfigSchema },
      },
    },
    async () => ({
      // The owner's (Admin > Settings), else the environment's; read again on every settings save.
      shopName: app.shopSettings.current().shopName,
      isGoogleSignInEnabled: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
      publicUrl: config.PUBLIC_URL,
      payments: config.PAYMENTS,
      stripePublishableKey: config.PAYMENTS === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      // The owner's (Admin > Settings), else the environment's: a drawn page asks for no query for it.
      contact: app.shopSettings.current().contact,
      branding: app.shopSettings.current().look,
      currency: app.shopSettings.current().currency,
      currencyFormat: app.shopSettings.current().currencyFormat,
      lastEventId: app.events.lastEventId(),
      texts: app.shopSettings.current().textOverrides,
      asksReminderConsent:
        app.shopSettings.current().checkoutReminders.enabled &&
        app.shopSettings.current().checkoutReminders.askConsent,
    }),
  );
};
