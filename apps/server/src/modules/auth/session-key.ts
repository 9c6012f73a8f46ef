// A per-shopper key for rate limits, read from the session cookie without a database round trip: the
// cookie's name is Better Auth's, so only the auth module knows it.
import type { FastifyRequest } from 'fastify';

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session's token (one shopper), or the address when there is none (the route then 401s). */
export const sessionOrAddressKey = (request: FastifyRequest): string =>
  SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? request.ip;
