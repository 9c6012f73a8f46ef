// The shop's one log: pino, JSON lines (so a client's CR/LF can never forge a line), with secrets
// redacted (fields by name, URLs by their parameters wherever they appear) and long strings cut.
// Fastify, Better Auth and the shop's own code all write through it.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import { REDACTED, redactUrl, redactUrlsInText } from './redact-url.js';

export { REDACTED };

/** Longer strings are cut to this many characters (a 1 MB e-mail address is not a log line). */
export const MAX_LOGGED_STRING = 1_000;

/** Fields that hold secrets wherever they appear (top level, one and two levels down). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'clientSecret',
  'client_secret',
  'cookie',
  'authorization',
  'cardNumber',
  'cvc',
];
const REDACT_PATHS = [
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'req.headers["stripe-signature"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function cut(text: string, max = MAX_LOGGED_STRING): string {
  return text.length > max ? `${text.slice(0, max)}… [${text.length - max} more characters]` : text;
}

/** A string as the log may hold it: URL secrets out, then cut. */
const clean = (text: string, max = MAX_LOGGED_STRING): string => cut(redactUrlsInText(text), max);

/** Cleans every string in a plain value, to a few levels (log objects are shallow). */
function cutDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return clean(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => cutDeep(item, depth + 1));
  if (value instanceof Error) return serializeError(value);
  // Requests, replies and other class instances are left to their serializers.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cutDeep(item, depth + 1)]));
}

/** A failed query's parameters, as Drizzle writes them into its messages (and others quote). */
const QUERY_PARAMS = /(^|\n)params: [^\n]*/g;

/**
 * Fields of an error that hold what a client sent, at any depth (pino's paths reach two levels):
 * Better Auth's OAuth errors carry the callback's `state` in `details`.
 */
const ERROR_SECRET_KEYS = new Set([...SECRET_KEYS, 'state', 'code_verifier', 'codeVerifier']);

/** Query parameters, secrets and PostgreSQL's row "detail" out of every string and field of an error. */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return clean(value.replace(QUERY_PARAMS, '$1params: [redacted]'), 4 * MAX_LOGGED_STRING);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'params' && key !== 'detail')
      .map(([key, item]) => [key, ERROR_SECRET_KEYS.has(key) ? REDACTED : scrub(item, depth + 1)]),
  );
}

/**
 * Errors without the values that came with them: a failed query's parameters (a session token, an
 * e-mail) and PostgreSQL's "detail" (the row that clashed) stay out; the query text and codes stay.
 */
export function serializeError(error: Error): Record<string, unknown> {
  return scrub(stdSerializers.err(error)) as Record<string, unknown>;
}

/**
 * A request as Fastify logs it (its own serializer's fields), the URL without its secrets: at
 * debug and trace every request is logged, reset links included.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? cut(redactUrl(request.url)) : undefined,
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  const options: LoggerOptions = {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    formatters: { log: (object) => cutDeep(object) as Record<string, unknown> },
    hooks: {
      // The message itself (and any string argument) is cleaned too.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? clean(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
  return stream ? { ...options, stream } : options;
}
