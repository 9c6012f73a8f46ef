// Every route of the spec's table. Only the home page ships in the main bundle (it is where most
// visits start, and a lazy home would add a round trip before its first paint); every other page
// loads on demand. The guards (RequireAuth, RequireAdmin) are small and eager, so a redirect needs
// no extra download.
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAdmin, RequireAuth } from '../features/auth';
import { HomePage } from '../features/catalog';
import { AppLayout } from './layout/app-layout';

const CategoryPage = lazy(() =>
  import('../features/catalog/components/category-page').then((m) => ({ default: m.CategoryPage })),
);
const ProductDetailsPage = lazy(() =>
  import('../features/catalog/components/product-details-page').then((m) => ({
    default: m.ProductDetailsPage,
  })),
);
const CartPage = lazy(() =>
  import('../features/cart/components/cart-page').then((m) => ({ default: m.CartPage })),
);
const NotFoundPage = lazy(() =>
  import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const ContactPage = lazy(() =>
  import('../features/contact/components/contact-page').then((m) => ({ default: m.ContactPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/components/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ResetPage = lazy(() =>
  import('../features/auth/components/reset-page').then((m) => ({ default: m.ResetPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const CheckoutDetailsPage = lazy(() =>
  import('../features/checkout/components/checkout-details-page').then((m) => ({
    default: m.CheckoutDetailsPage,
  })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/components/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
const CheckoutSuccessPage = lazy(() =>
  import('../features/checkout/components/checkout-success-page').then((m) => ({
    default: m.CheckoutSuccessPage,
  })),
);
const OrderHistoryPage = lazy(() =>
  import('../features/orders/components/order-history-page').then((m) => ({ default: m.OrderHistoryPage })),
);
const OrderDetailsPage = lazy(() =>
  import('../features/orders/components/order-details-page').then((m) => ({ default: m.OrderDetailsPage })),
);
const ReviewProductPage = lazy(() =>
  import('../features/reviews/components/review-product-page').then((m) => ({
    default: m.ReviewProductPage,
  })),
);
const AdminPage = lazy(() =>
  import('../features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="category/:id" element={<CategoryPage />} />
        <Route path="product-details/:id" element={<ProductDetailsPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="reset" element={<ResetPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        {/* Signed-in shoppers only; a visitor goes to /login and comes back (spec 4 and 6). */}
        <Route element={<RequireAuth />}>
          <Route path="checkout-details" element={<CheckoutDetailsPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="order-history" element={<OrderHistoryPage />} />
          <Route path="order-details/:id" element={<OrderDetailsPage />} />
          <Route path="review-product/:id" element={<ReviewProductPage />} />
        </Route>
        {/* The success page is reached from the payment provider's redirect; it needs no guard. */}
        <Route path="checkout-success" element={<CheckoutSuccessPage />} />
        <Route element={<RequireAdmin />}>
          <Route path="admin/*" element={<AdminPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
