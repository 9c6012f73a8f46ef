// A guest's signed link to an order (issue 20): the expiry and token the server signed, carried in
// the URL of the order status page and of the success page after a guest checkout.
import type { GuestOrderLink } from '@eshop/shared';

/** The link's parts in a query string, or null when they are missing or malformed. */
export function guestLinkFrom(params: URLSearchParams): GuestOrderLink | null {
  const exp = Number(params.get('exp'));
  const token = params.get('token');
  return Number.isSafeInteger(exp) && exp > 0 && token ? { exp, token } : null;
}

export const guestLinkQuery = ({ exp, token }: GuestOrderLink) =>
  new URLSearchParams({ exp: String(exp), token }).toString();

/** The order status page a guest's e-mails link to. */
export const guestOrderPath = (orderId: string, link: GuestOrderLink): `/${string}` =>
  `/order-status/${encodeURIComponent(orderId)}?${guestLinkQuery(link)}`;
