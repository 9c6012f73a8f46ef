// A guest's way back to their order without an account: a link signed with the shop's secret over
// the order, an expiry and the order's guest access key. Unguessable (HMAC-SHA256), it expires after
// GUEST_LINK_DAYS, and clearing or rotating the order's key revokes every link to it.
import crypto from 'node:crypto';

export const GUEST_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type GuestLinkSigner = {
  /** The query of a link to the order (`exp` and `token`), valid for GUEST_LINK_DAYS from now. */
  sign: (order: { id: string; guestAccessKey: string }, now?: number) => { exp: number; token: string };
  /** Whether the link's token is the order's, unexpired, with its current key. */
  verify: (
    order: { id: string; guestAccessKey: string | null },
    exp: number,
    token: string,
    now?: number,
  ) => boolean;
};

export const newGuestAccessKey = () => crypto.randomBytes(24).toString('base64url');

export function createGuestLinkSigner(secret: string): GuestLinkSigner {
  const mac = (id: string, exp: number, key: string) =>
    crypto.createHmac('sha256', secret).update(`guest-order:${id}:${exp}:${key}`).digest('base64url');
  return {
    sign: (order, now = Date.now()) => {
      const exp = Math.floor((now + GUEST_LINK_DAYS * DAY_MS) / 1000);
      return { exp, token: mac(order.id, exp, order.guestAccessKey) };
    },
    verify: (order, exp, token, now = Date.now()) => {
      if (!order.guestAccessKey || exp * 1000 < now) return false;
      const expected = Buffer.from(mac(order.id, exp, order.guestAccessKey));
      const given = Buffer.from(token);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}

/** The page a guest opens to follow the order. */
export const guestOrderUrl = (publicUrl: string, orderId: string, link: { exp: number; token: string }) =>
  `${publicUrl}/order-status/${orderId}?exp=${link.exp}&token=${link.token}`;
