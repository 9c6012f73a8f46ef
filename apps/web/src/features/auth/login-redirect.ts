// Spec 4, Login redirect, with one change (issue 20, decision 023): a shopper Check Out sent here goes
// on to check out (/checkout-details, the cart intact) instead of back to the cart; otherwise home.
// A signed-in-only page that sent a visitor here (RequireAuth) gets them back instead.

/** Only paths inside the shop: never '//evil.example' or a full URL from a crafted history state. */
const isShopPath = (path: string | undefined): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login');

export const getLoginRedirect = ({ previousURL, from }: { previousURL: string; from?: string }) => {
  if (isShopPath(from)) return from;
  return previousURL.includes('cart') ? '/checkout-details' : '/';
};
