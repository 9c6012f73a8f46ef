import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSessionSubscription } from '../../features/auth';
import { CartDrawerProvider } from '../../features/cart';
import { Spinner } from '../../components/ui/spinner';
import { copy } from '../../copy';
import { isServerRender } from '../../lib/is-server-render';
import { useAppliedShopConfig } from '../../lib/shop-look';
import { RouteErrorBoundary } from '../pages/route-error-boundary';
import { CategoryBar } from './category-bar';
import { Footer } from './footer';
import { Header } from './header';
import { TestModeBanner } from './test-mode-banner';
import { Toasts } from './toasts';
import { useClearPageErrors } from './use-clear-page-errors';
import { useScrollToTop } from './use-scroll-to-top';
import { useStorefrontLiveUpdates } from './use-storefront-live-updates';
import styles from './app-layout.module.css';

/** The frame of every route: header, category bar, the page, footer, the toasts and the cart drawer. */
export function AppLayout() {
  // First: the shop's name and price format for everything below (Admin > Settings).
  useAppliedShopConfig();
  const { pathname } = useLocation();
  useScrollToTop();
  useClearPageErrors();
  // Who is signed in: asked once per page load; the auth slice and the cart follow the answer. A
  // server render is for any visitor (and cached), so it never asks. Only subscribed, not read: the
  // answer re-rendering the whole layout was a long task on a phone right after hydration.
  useSessionSubscription(undefined, { skip: isServerRender });

  return (
    <CartDrawerProvider>
      <a className={styles.skipLink} href="#main-content">
        {copy.layout.skipToContent}
      </a>
      {pathname === '/' && (
        <a className={styles.skipLink} href="#products">
          {copy.layout.skipToProducts}
        </a>
      )}
      {/* Above the header, in the page's flow: inside the header it overflowed the bar's fixed height. */}
      <TestModeBanner />
      <Header />
      <CategoryBar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner fill />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <Toasts />
      <StorefrontLiveUpdates />
    </CartDrawerProvider>
  );
}

/**
 * The page's event stream, in a component of its own: it follows the session (who is signed in), and
 * the answer to the session arriving right after hydration must not render the whole layout again.
 */
function StorefrontLiveUpdates() {
  useStorefrontLiveUpdates();
  return null;
}
