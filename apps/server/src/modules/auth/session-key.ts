// The key a per-shopper rate limit counts by: the signed-in shopper, once Better Auth has checked the
// session, and otherwise the client's address.
// NOTE: never the cookie as sent. Anyone can make one up, and each made-up cookie was a fresh bucket
// (issue 33: 40 of 40 payment intents from one address, against 30 then 429 without a cookie).
import type { FastifyRequest } from 'fastify';
import { addressKeyOf } from '../../lib/client-address.js';
import type { Auth } from './auth.js';
import { getSessionUser } from './session.js';

/**
 * A rate limit's `keyGenerator`: `user:<id>` for a valid session (so signing in again does not start
 * a new count either), `address:<ip or IPv6 /64>` for no session, an expired or a forged one.
 */
export const shopperOrAddressKey =
  (auth: Auth) =>
  async (request: FastifyRequest): Promise<string> => {
    const user = await getSessionUser(auth, request);
    return user ? `user:${user.id}` : `address:${addressKeyOf(request.ip)}`;
  };
