// The admin area (/admin/*), one lazy chunk that shoppers never download: its own layout with a left
// navigation (UI.md) and the spec's admin routes. The guard in front of it is RequireAdmin, and every
// /api/admin route checks the session again on the server.
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { accessOfAdminPath, mayUse } from '@eshop/shared';
import {
  Boxes,
  FolderTree,
  FileText,
  History,
  Languages,
  LayoutDashboard,
  PackagePlus,
  Percent,
  ReceiptText,
  Settings,
  ShieldCheck,
  Truck,
  Users,
  Warehouse,
} from 'lucide-react';
import { useGetSessionQuery } from '../auth';
import { enStaff } from '../../copy/en-staff';
import { StaffPage } from './staff/components/staff-page';
import { Spinner } from '../../components/ui/spinner';
import { enAdmin } from '../../copy/en-admin';
import { enCategories } from '../../copy/en-categories';
import { enDiscounts } from '../../copy/en-discounts';
import { enTexts } from '../../copy/en-texts';
import { cx } from '../../lib/cx';
import { useLiveUpdates, type TagsFor } from '../../lib/live-updates';
import { ActivityPage } from './audit/components/activity-page';
import { CategoriesPage } from './categories/components/categories-page';
import { AllProductsPage } from './products/components/all-products-page';
import { AdminOrdersPage } from './orders/components/admin-orders-page';
import { AdminOrderDetailsPage } from './orders/components/admin-order-details-page';
import { CustomerPage } from './customers/components/customer-page';
import { CustomersPage } from './customers/components/customers-page';
import { DiscountFormPage } from './discounts/components/discount-form-page';
import { DiscountsPage } from './discounts/components/discounts-page';
import { InventoryPage } from './inventory/components/inventory-page';
import { PrintableOrderPage } from './orders/components/printable-order-page';
import { ProductFormPage } from './products/components/product-form-page';
import { SettingsPage } from './settings/components/settings-page';
import { ShippingAndTaxPage } from './shipping/components/shipping-and-tax-page';
import { ShopPagesPage } from './shop-pages/components/shop-pages-page';
import { TextsPage } from './texts/components/texts-page';
import styles from './admin-layout.module.css';
import { NavLink } from '../../components/link';

// The chart library is the biggest part of the admin area: only the dashboard loads it.
const DashboardPage = lazy(() =>
  import('./dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

// Absolute paths: inside the admin's splat route a relative link would resolve against the whole URL.
const NAV = [
  { to: '/admin/home', label: enAdmin.nav.home, Icon: LayoutDashboard },
  { to: '/admin/all-products', label: enAdmin.nav.allProducts, Icon: Boxes },
  { to: '/admin/inventory', label: enAdmin.nav.inventory, Icon: Warehouse },
  { to: '/admin/categories', label: enCategories.nav, Icon: FolderTree },
  { to: '/admin/add-product/ADD', label: enAdmin.nav.addProduct, Icon: PackagePlus },
  { to: '/admin/orders', label: enAdmin.nav.orders, Icon: ReceiptText },
  { to: '/admin/customers', label: enAdmin.nav.customers, Icon: Users },
  { to: '/admin/discounts', label: enDiscounts.nav, Icon: Percent },
  { to: '/admin/shipping-and-tax', label: enAdmin.nav.shippingAndTax, Icon: Truck },
  { to: '/admin/pages', label: enAdmin.nav.pages, Icon: FileText },
  { to: '/admin/texts', label: enTexts.nav, Icon: Languages },
  { to: '/admin/settings', label: enAdmin.nav.settings, Icon: Settings },
  { to: '/admin/activity', label: enAdmin.nav.activity, Icon: History },
  { to: '/admin/staff', label: enStaff.nav, Icon: ShieldCheck },
] satisfies { to: `/${string}`; label: string; Icon: unknown }[];

/**
 * The part of the API each admin page works with (its first path segment here -> /api/admin/...):
 * who may open the page is who may use that API (ADMIN_ROUTE_ACCESS, issue 38), so the screens
 * show each person what the server lets them do. A page not listed is the owner's.
 */
const PAGE_API: Record<string, string> = {
  home: 'dashboard',
  'all-products': 'products',
  'all-product': 'products',
  inventory: 'inventory',
  categories: 'categories',
  'add-product': 'products',
  orders: 'orders',
  'order-details': 'orders',
  invoice: 'orders',
  'packing-slip': 'orders',
  customers: 'customers',
  discounts: 'discounts',
  'shipping-and-tax': 'shipping-and-tax',
  pages: 'pages',
  texts: 'texts',
  settings: 'settings',
  activity: 'audit-log',
  staff: 'staff',
};

/** Whether the signed-in person may open the admin page at `path` ('/admin/orders/...'). */
function useMayOpen(): (path: string) => boolean {
  const { data } = useGetSessionQuery();
  const user = data?.user;
  return (path) => {
    if (!user) return false;
    const page = path.split('/')[2] ?? '';
    return mayUse(accessOfAdminPath(`/api/admin/${PAGE_API[page] ?? page}`), user);
  };
}

const ADMIN_TAGS: TagsFor = {
  'order.placed': () => ['AdminOrder', 'Dashboard'],
  'order.status': () => ['AdminOrder', 'Dashboard'],
  'product.changed': () => ['AdminProduct', 'Dashboard'],
  'catalog.changed': () => ['Category', 'Product', 'Brand', 'AdminProduct'],
};

function AdminLayout() {
  // New orders and status changes appear in the lists and the dashboard as they happen.
  useLiveUpdates('/api/admin/events', ADMIN_TAGS, ['AdminOrder', 'Dashboard']);
  const mayOpen = useMayOpen();
  const { pathname } = useLocation();
  return (
    <div className={cx('container', styles.layout)}>
      <nav className={styles.nav} aria-label={enAdmin.navLabel}>
        <ul>
          {NAV.filter(({ to }) => mayOpen(to)).map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink to={to} className={({ isActive }) => cx(styles.navLink, isActive && styles.active)}>
                <Icon size={18} aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        {mayOpen(pathname) ? (
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        ) : (
          <p role="alert">{enStaff.noPermission}</p>
        )}
      </div>
    </div>
  );
}

export function AdminPage() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/home" replace />} />
        <Route path="home" element={<DashboardPage />} />
        <Route path="all-products" element={<AllProductsPage />} />
        {/* The spec's own spelling of the route. */}
        <Route path="all-product" element={<Navigate to="/admin/all-products" replace />} />
        <Route path="inventory" element={<InventoryPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="add-product/:id" element={<ProductFormPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="order-details/:id" element={<AdminOrderDetailsPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:key" element={<CustomerPage />} />
        <Route path="discounts" element={<DiscountsPage />} />
        <Route path="discounts/new" element={<DiscountFormPage />} />
        <Route path="discounts/:id" element={<DiscountFormPage />} />
        <Route path="shipping-and-tax" element={<ShippingAndTaxPage />} />
        <Route path="pages" element={<ShopPagesPage />} />
        <Route path="texts" element={<TextsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="invoice/:id" element={<PrintableOrderPage kind="invoice" />} />
        <Route path="packing-slip/:id" element={<PrintableOrderPage kind="packing-slip" />} />
        <Route path="*" element={<Navigate to="/admin/home" replace />} />
      </Route>
    </Routes>
  );
}
