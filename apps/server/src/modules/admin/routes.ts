// The admin API (/api/admin): only the admin's session gets past the scope's guard (admin-guard.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDashboardSchema,
  adminOrderSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  orderSchema,
  orderStatusChangeSchema,
} from '@eshop/shared';
import { guardAdminScope } from './admin-guard.js';
import { readDashboard } from './dashboard.js';
import { changeOrderStatus, getAnyOrder, listAllOrders } from './orders.js';
import { requireAdmin } from '../auth/index.js';
import { streamEvents, admitStream } from '../events/index.js';
import { adminProductRoutes } from './product-routes.js';
import { adminCustomerRoutes } from './customer-routes.js';
import { adminOrderExportRoutes } from './order-export-routes.js';
import { adminOrderGuestLinkRoutes } from './order-guest-link-routes.js';
import { adminShippingAndTaxRoutes } from './shipping-and-tax-routes.js';
import { adminShopPageRoutes } from '../pages/index.js';
import { adminRefundRoutes } from '../refunds/index.js';
import { adminInventoryRoutes } from './inventory-routes.js';
import { adminInvoiceRoutes } from '../invoices/index.js';
import { auditAdminWrites, adminAuditRoutes } from '../audit/index.js';
import { adminCategoryRoutes } from '../categories/index.js';
import { adminProductImportRoutes } from '../product-import/index.js';
import { adminShopSettingsRoutes } from '../settings/index.js';

const tags = ['admin'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const inputErrors = { 400: errorResponseSchema, 404: errorResponseSchema, ...errors };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardAdminScope(app);
  // After the guard: every write below (and in the plugins registered below) is recorded.
  auditAdminWrites(app);

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary: 'Earnings, product and order counts, orders by status, earnings per day',
        response: { 200: adminDashboardSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readDashboard(app.db);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: "Every shopper's orders, newest first, optionally by status, number/e-mail/name and dates",
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAllOrders(app.db, request.query);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "One order, with its items, addresses and the state of a guest's status link",
        params: orderIdParamsSchema,
        response: { 200: adminOrderSchema, ...inputErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAnyOrder(app.db, request.params.id);
    },
  );

  app.patch(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "Changes an order's status (and its tracking number and link)",
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: orderSchema, ...inputErrors },
      },
    },
    async (request) => {
      const { order, queuedEmail } = await changeOrderStatus(app.db, request.params.id, request.body);
      if (queuedEmail) app.checkout.sendStatusEmail(order.id, queuedEmail);
      return order;
    },
  );

  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Server-Sent Events for the admin: new orders, status changes and product changes',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      admitStream(app.events, request, reply);
      await streamEvents(app.events, request, reply, {
        audiences: ['public', 'admin'],
        heartbeatMs: app.config.EVENTS_HEARTBEAT_SECONDS * 1000,
        // An admin who signed out, or whose role was taken away, stops hearing every order.
        isStillAllowed: () => requireAdmin(app.auth, request).then(() => true),
      });
    },
  );

  await app.register(adminProductRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminOrderExportRoutes);
  await app.register(adminOrderGuestLinkRoutes);
  await app.register(adminShippingAndTaxRoutes);
  await app.register(adminShopPageRoutes);
  await app.register(adminRefundRoutes);
  await app.register(adminInventoryRoutes);
  await app.register(adminInvoiceRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminProductImportRoutes);
  await app.register(adminShopSettingsRoutes);
};
