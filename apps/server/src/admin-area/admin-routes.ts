// The admin area (/api/admin): one scope, guarded once (only an admin's session gets past, and the
// OpenAPI document lists every route as needing it), with every write recorded in the audit log. Each
// domain owns its admin routes; this file only gathers them under the guard.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditRoutes } from '../modules/audit/index.js';
import { adminStaffRoutes, guardAdminScope } from '../modules/auth/index.js';
import { adminCategoryRoutes } from '../modules/categories/index.js';
import { adminCustomerRoutes } from '../modules/customers/index.js';
import { adminDashboardRoutes } from '../modules/dashboard/index.js';
import { adminDiscountRoutes } from '../modules/discounts/index.js';
import { adminInvoiceRoutes } from '../modules/invoices/index.js';
import { adminOrderRoutes } from '../modules/orders/index.js';
import { adminShopPageRoutes } from '../modules/pages/index.js';
import { adminInventoryRoutes } from '../modules/products/index.js';
import { adminShopSettingsRoutes } from '../modules/settings/index.js';
import { adminShippingAndTaxRoutes } from '../modules/shipping/index.js';
import { adminCurrencyRoutes } from '../workflows/currency/index.js';
import { adminEventRoutes } from '../workflows/live-updates/index.js';
import { adminProductRoutes } from '../workflows/product-admin/index.js';
import { adminProductImportRoutes } from '../workflows/product-import/index.js';
import { adminRefundRoutes } from '../workflows/refunds/index.js';
import { auditAdminWrites } from './audited-writes.js';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminScope(app);
  // After the guard: every write in the plugins registered below is recorded.
  auditAdminWrites(app);

  await app.register(adminDashboardRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminEventRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminShippingAndTaxRoutes);
  await app.register(adminShopPageRoutes);
  await app.register(adminRefundRoutes);
  await app.register(adminInventoryRoutes);
  await app.register(adminInvoiceRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminProductImportRoutes);
  await app.register(adminShopSettingsRoutes);
  await app.register(adminCurrencyRoutes);
  await app.register(adminDiscountRoutes);
  await app.register(adminStaffRoutes);
};
