// The unsubscribe link every e-mail a shopper did not ask for carries (decision 070): an HMAC of the
// address with the shop's secret, so nobody can unsubscribe another address, and no expiry, so an old
// e-mail's link still works.
import crypto from 'node:crypto';
import { languagePrefix, type Language } from '@eshop/shared';

export type UnsubscribeLinks = {
  token: (email: string) => string;
  isValid: (email: string, token: string) => boolean;
  /** The page that asks before unsubscribing, in the e-mail's language. */
  pageUrl: (email: string, language: Language) => string;
  /** One-click unsubscribe (RFC 8058: the mail client POSTs to it). */
  oneClickUrl: (email: string) => string;
};

export function createUnsubscribeLinks(secret: string, publicUrl: string): UnsubscribeLinks {
  const token = (email: string) =>
    crypto
      .createHmac('sha256', secret)
      .update(`unsubscribe:${email.trim().toLowerCase()}`)
      .digest('base64url');
  const query = (email: string) => `email=${encodeURIComponent(email)}&token=${token(email)}`;
  return {
    token,
    isValid: (email, given) => {
      const expected = Buffer.from(token(email));
      const actual = Buffer.from(given);
      return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
    },
    pageUrl: (email, language) => `${publicUrl}${languagePrefix(language)}/unsubscribe?${query(email)}`,
    oneClickUrl: (email) => `${publicUrl}/api/unsubscribe?${query(email)}`,
  };
}
