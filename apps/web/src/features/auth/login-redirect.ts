// Spec 4, Login redirect, with one change (issue 20, decision 023): a shopper Check Out sent here goes
// on to check out (/checkout-details, the cart intact) instead of back to the cart; otherwise home,
// and the admin to the dashboard (issue 22: the shop's day starts there). A signed-in-only page that
// sent a visitor here (RequireAuth) gets them back instead.

/** Where the links of verification e-mails come back to: the account page, which says how it went. */
export const VERIFIED_RETURN = '/account?verified=1';

/** Where the admin starts the day. */
export const ADMIN_HOME = '/admin/home';

/** Only paths inside the shop: never '//evil.example' or a full URL from a crafted history state. */
const isShopPath = (path: string | undefined): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/login');

type LoginContext = { previousURL: string; from?: string | undefined; isAdmin?: boolean | undefined };

export const getLoginRedirect = ({ previousURL, from, isAdmin = false }: LoginContext) => {
  if (isShopPath(from)) return from;
  if (previousURL.includes('cart')) return '/checkout-details';
  return isAdmin ? ADMIN_HOME : '/';
};
