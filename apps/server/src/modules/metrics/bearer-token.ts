// Checks an Authorization header against a bearer token in constant time: both sides are hashed
// first, so neither the token's length nor how much of it matched shows in the time taken.
import crypto from 'node:crypto';

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;
const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const given = BEARER.exec(authorization ?? '')?.[1];
  const isSame = crypto.timingSafeEqual(digest(given ?? ''), digest(token));
  return given !== undefined && isSame;
}
