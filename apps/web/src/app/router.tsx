// Every route of the spec's table. Home, category, product details, cart and not-found ship in the
// main bundle; the rest (accounts, checkout, orders, reviews, contact, admin) are loaded on demand.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CartPage } from '../features/cart';
import { CategoryPage, HomePage, ProductDetailsPage } from '../features/catalog';
import { Spinner } from '../components/ui/spinner';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

const pageRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: 'category/:id', Component: CategoryPage },
  { path: 'product-details/:id', Component: ProductDetailsPage },
  { path: 'cart', Component: CartPage },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/contact/components/contact-page')).ContactPage }),
  },
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../features/auth/components/auth-pages')).LoginPage }),
  },
  {
    path: 'register',
    lazy: async () => ({ Component: (await import('../features/auth/components/auth-pages')).RegisterPage }),
  },
  {
    path: 'reset',
    lazy: async () => ({ Component: (await import('../features/auth/components/auth-pages')).ResetPage }),
  },
  {
    path: 'checkout-details',
    lazy: async () => ({
      Component: (await import('../features/checkout/components/checkout-pages')).CheckoutDetailsPage,
    }),
  },
  {
    path: 'checkout',
    lazy: async () => ({
      Component: (await import('../features/checkout/components/checkout-pages')).CheckoutPage,
    }),
  },
  {
    path: 'checkout-success',
    lazy: async () => ({
      Component: (await import('../features/checkout/components/checkout-pages')).CheckoutSuccessPage,
    }),
  },
  {
    path: 'order-history',
    lazy: async () => ({
      Component: (await import('../features/orders/components/order-pages')).OrderHistoryPage,
    }),
  },
  {
    path: 'order-details/:id',
    lazy: async () => ({
      Component: (await import('../features/orders/components/order-pages')).OrderDetailsPage,
    }),
  },
  {
    path: 'review-product/:id',
    lazy: async () => ({
      Component: (await import('../features/reviews/components/review-product-page')).ReviewProductPage,
    }),
  },
  {
    path: 'admin/*',
    lazy: async () => ({ Component: (await import('../features/admin/components/admin-page')).AdminPage }),
  },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    // A page that fails keeps the header and footer around its error message.
    children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
