// Every route of the spec's table. Every page loads on demand, the home page too: a page drawn on the
// server links its page's code to be fetched with the app's (no round trip after the first paint),
// and the pages a visit starts on elsewhere do not carry the home page's slider and filter panel
// (decision 080). The guards (RequireAuth, RequireAdmin) are small and eager, so a redirect needs
// no extra download. A page made of two features is composed in pages/ (the login page with the cart's
// and the checkout's parts, the product page with its reviews), so features never import each other
// both ways.
import { matchPath, Route, Routes } from 'react-router';
import { RequireAdmin, RequireAuth } from '../features/auth';
import { RequireCheckoutShopper } from '../features/checkout/components/require-checkout-shopper';
import { AppLayout } from './layout/app-layout';
import { lazyPage, type LazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('../features/catalog/components/home-page').then((m) => m.HomePage));
const CategoryPage = lazyPage(() =>
  import('../features/catalog/components/category-page').then((m) => m.CategoryPage),
);
const ProductDetailsPage = lazyPage(() =>
  import('./pages/product-details-route').then((m) => m.ProductDetailsRoute),
);
const SearchPage = lazyPage(() =>
  import('../features/catalog/components/search-page').then((m) => m.SearchPage),
);
const ShopPage = lazyPage(() => import('../features/pages/components/shop-page').then((m) => m.ShopPage));
const CartPage = lazyPage(() => import('../features/cart/components/cart-page').then((m) => m.CartPage));
const NotFoundPage = lazyPage(() =>
  import('../components/not-found/not-found-page').then((m) => m.NotFoundPage),
);

const ContactPage = lazyPage(() =>
  import('../features/contact/components/contact-page').then((m) => m.ContactPage),
);
const LoginPage = lazyPage(() => import('./pages/login-route').then((m) => m.LoginRoute));
const RegisterPage = lazyPage(() => import('./pages/register-route').then((m) => m.RegisterRoute));
const AcceptInvitationPage = lazyPage(() =>
  import('../features/auth/components/accept-invitation-page').then((m) => m.AcceptInvitationPage),
);
const ResetPage = lazyPage(() => import('../features/auth/components/reset-page').then((m) => m.ResetPage));
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const CheckoutDetailsPage = lazyPage(() =>
  import('../features/checkout/components/checkout-details-page').then((m) => m.CheckoutDetailsPage),
);
const CheckoutPage = lazyPage(() =>
  import('../features/checkout/components/checkout-page').then((m) => m.CheckoutPage),
);
const CheckoutSuccessPage = lazyPage(() =>
  import('../features/checkout/components/checkout-success-page').then((m) => m.CheckoutSuccessPage),
);
const AccountPage = lazyPage(() =>
  import('../features/auth/components/account-page').then((m) => m.AccountPage),
);
const OrderHistoryPage = lazyPage(() =>
  import('../features/orders/components/order-history-page').then((m) => m.OrderHistoryPage),
);
const OrderDetailsPage = lazyPage(() =>
  import('../features/orders/components/order-details-page').then((m) => m.OrderDetailsPage),
);
const ReviewProductPage = lazyPage(() =>
  import('../features/reviews/components/review-product-page').then((m) => m.ReviewProductPage),
);
const UnsubscribePage = lazyPage(() =>
  import('../features/marketing/components/unsubscribe-page').then((m) => m.UnsubscribePage),
);
const RestoreCartPage = lazyPage(() =>
  import('../features/marketing/components/restore-cart-page').then((m) => m.RestoreCartPage),
);
const OrderStatusPage = lazyPage(() =>
  import('../features/orders/components/order-status-page').then((m) => m.OrderStatusPage),
);
const AdminPage = lazyPage(() => import('../features/admin/admin-page').then((m) => m.AdminPage));

/** Each on-demand page anyone may open, by its path, as in the route table below. */
const OPEN_PAGES = {
  '': HomePage,
  'category/:id': CategoryPage,
  'product-details/:id': ProductDetailsPage,
  search: SearchPage,
  'pages/:slug': ShopPage,
  cart: CartPage,
  contact: ContactPage,
  login: LoginPage,
  register: RegisterPage,
  reset: ResetPage,
  'accept-invitation': AcceptInvitationPage,
  'reset-password': ResetPasswordPage,
  'checkout-success': CheckoutSuccessPage,
  'order-status/:id': OrderStatusPage,
  'cart/restore/:id': RestoreCartPage,
  unsubscribe: UnsubscribePage,
} satisfies Record<string, LazyPage>;

/** The pages behind a guard: a visitor is sent to /login, a shopper waits for the session check. */
const GUARDED_PATHS = [
  'checkout-details',
  'checkout',
  'account',
  'order-history',
  'order-details/:id',
  'review-product/:id',
  'admin/*',
];

/**
 * Pages the browser draws on its own (decision 024): they depend on who is signed in or on what the
 * browser holds (the checkout), so a page drawn on the server for any visitor would be wrong. The cart
 * is drawn as its heading and a spinner, its lines filled in by the browser.
 */
const CLIENT_RENDERED_PATHS = [
  ...GUARDED_PATHS,
  'login',
  'register',
  'reset',
  'reset-password',
  'accept-invitation',
  'checkout-success',
  'order-status/:id',
  // A reminder's link (fills the cart, then opens it) and the unsubscribe page: links from e-mails.
  'cart/restore/:id',
  'unsubscribe',
];

/**
 * The source file of each server-drawn page that loads on demand, as the build's manifest names its
 * chunk: the HTML links the chunk's CSS and code, so the page is styled before any script runs.
 */
const PAGE_SOURCES: Record<string, string> = {
  '': 'src/features/catalog/components/home-page.tsx',
  'category/:id': 'src/features/catalog/components/category-page.tsx',
  'product-details/:id': 'src/app/pages/product-details-route.tsx',
  contact: 'src/features/contact/components/contact-page.tsx',
  cart: 'src/features/cart/components/cart-page.tsx',
  search: 'src/features/catalog/components/search-page.tsx',
  'pages/:slug': 'src/features/pages/components/shop-page.tsx',
};
export const NOT_FOUND_PAGE_SOURCE = 'src/components/not-found/not-found-page.tsx';

/** The chunk of the page at `pathname`. */
export function pageSourceOf(pathname: string): string {
  const match = Object.entries(PAGE_SOURCES).find(([path]) => matchPath(`/${path}`, pathname) !== null);
  return match?.[1] ?? NOT_FOUND_PAGE_SOURCE;
}

/** Whether the server draws the page at `pathname` (the catalogue, static pages and the 404 page). */
export const isServerRendered = (pathname: string): boolean =>
  !CLIENT_RENDERED_PATHS.some((path) => matchPath(`/${path}`, pathname) !== null);

/**
 * Loads the code of the page at `pathname` (the first page of a visit), so it renders at once instead
 * of behind a spinner. Unknown paths load the 404 page.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const matches = (path: string) => matchPath(`/${path}`, pathname) !== null;
  // A guarded page may become a redirect, and shows a spinner while the session is checked anyway.
  if (GUARDED_PATHS.some(matches)) return Promise.resolve();
  const match = Object.entries(OPEN_PAGES).find(([path]) => matches(path));
  return (match?.[1] ?? NotFoundPage).preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="category/:id" element={<CategoryPage />} />
        <Route path="product-details/:id" element={<ProductDetailsPage />} />
        <Route path="search" element={<SearchPage />} />
        {/* The shop's pages the footer links to (shipping, returns, privacy, terms). */}
        <Route path="pages/:slug" element={<ShopPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="cart/restore/:id" element={<RestoreCartPage />} />
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="reset" element={<ResetPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="accept-invitation" element={<AcceptInvitationPage />} />
        {/* A signed-in shopper or a guest with an e-mail; anyone else goes to /login (spec 4). */}
        <Route element={<RequireCheckoutShopper />}>
          <Route path="checkout-details" element={<CheckoutDetailsPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
        </Route>
        {/* Signed-in shoppers only; a visitor goes to /login and comes back (spec 4 and 6). */}
        <Route element={<RequireAuth />}>
          <Route path="account" element={<AccountPage />} />
          <Route path="order-history" element={<OrderHistoryPage />} />
          <Route path="order-details/:id" element={<OrderDetailsPage />} />
          <Route path="review-product/:id" element={<ReviewProductPage />} />
        </Route>
        {/* The success page is reached from the payment provider's redirect; it needs no guard. */}
        <Route path="checkout-success" element={<CheckoutSuccessPage />} />
        {/* A guest's order, through the signed link of its e-mails (issue 20). */}
        <Route path="order-status/:id" element={<OrderStatusPage />} />
        <Route element={<RequireAdmin />}>
          <Route path="admin/*" element={<AdminPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
