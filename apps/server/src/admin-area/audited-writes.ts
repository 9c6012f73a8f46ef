// Every admin write recorded (issue 22): hooks on the whole admin scope, so a route added later is
// recorded without anyone remembering to. Before the handler runs, the thing it writes is read as it
// was; once the handler has answered (and before the answer goes), it is read again and the entry is
// written with who, what, the request's body, and both snapshots. Only writes that succeeded are
// recorded; a failure to record is logged and never fails the admin's request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShopPageSlug } from '@eshop/shared';
import { recordAdminWrite } from '../modules/audit/index.js';
import { adminOf } from '../modules/auth/index.js';
import { listAdminCategories } from '../modules/categories/index.js';
import { getDiscount } from '../modules/discounts/index.js';
import { getAnyOrder } from '../modules/orders/index.js';
import { readShopPage } from '../modules/pages/index.js';
import {
  readCurrencyFormat,
  readEmailSender,
  readCheckoutReminderSettings,
  readInvoiceSettings,
  readShopBranding,
  readShopContact,
  readSellerDetails,
  readShopCurrency,
  listTextOverrides,
} from '../modules/settings/index.js';
import { readShippingAndTaxSettings } from '../modules/shipping/index.js';
import { getAdminProduct } from '../workflows/product-admin/index.js';
import { getProductImport } from '../workflows/product-import/index.js';

type Params = { id?: string; slug?: string };
type Snapshot = (app: FastifyInstance, params: Params) => Promise<unknown>;
type AuditedRoute = { action: string; entityType?: string; snapshot?: Snapshot };

const product: Snapshot = (app, { id = '' }) => getAdminProduct(app.db, id);
/** An order as the admin changes it: its status, tracking and money back (not its lines again). */
const order: Snapshot = async (app, { id = '' }) => {
  const { orderStatus, trackingNumber, trackingUrl, refundedCents, paymentState } = await getAnyOrder(
    app.db,
    id,
  );
  return { orderStatus, trackingNumber, trackingUrl, refundedCents, paymentState };
};

/** A guest order's status link: active, or revoked. */
const orderLink: Snapshot = async (app, { id = '' }) => ({
  guestLink: (await getAnyOrder(app.db, id)).guestLink,
});

/** An import as the owner sees it, without its (up to 1,000) row errors. */
const productImport: Snapshot = async (app, { id = '' }) => {
  const { fileName, state, toCreate, toUpdate, rowsWithErrors, processed } = await getProductImport(
    app.db,
    id,
  );
  return { fileName, state, toCreate, toUpdate, rowsWithErrors, processed };
};

/** The categories in order with their products on sale (a rename or a merge changes several). */
const categoryList: Snapshot = async (app) =>
  (await listAdminCategories(app.db)).map(({ name, productCount }) => ({ name, productCount }));

/** The admin's writes, by method and route; any other write is recorded under its route. */
/** A discount code's settings (its use counts change without the owner). */
const discount: Snapshot = async (app, { id = '' }) => {
  const { usedCount: _used, heldCount: _held, ...settings } = await getDiscount(app.db, id);
  return settings;
};

const AUDITED: Record<string, AuditedRoute> = {
  'POST /api/admin/staff/invitations': { action: 'Staff member invited' },
  'DELETE /api/admin/staff/invitations/:id': { action: 'Staff invitation withdrawn' },
  'PUT /api/admin/staff/:id/permissions': { action: 'Staff permissions changed', entityType: 'user' },
  'DELETE /api/admin/staff/:id': { action: 'Staff member removed', entityType: 'user' },
  'PUT /api/admin/staff/two-factor': { action: 'Two-factor sign-in of staff required or not' },
  'DELETE /api/admin/staff/:id/two-factor': {
    action: "Staff member's two-factor sign-in turned off",
    entityType: 'user',
  },
  'POST /api/admin/discounts': { action: 'Discount code added', entityType: 'discount' },
  'PUT /api/admin/discounts/:id': {
    action: 'Discount code edited',
    entityType: 'discount',
    snapshot: discount,
  },
  'PATCH /api/admin/discounts/:id/status': {
    action: 'Discount code paused or resumed',
    entityType: 'discount',
    snapshot: discount,
  },
  'POST /api/admin/products': { action: 'Product added', entityType: 'product' },
  'PUT /api/admin/products/:id': { action: 'Product edited', entityType: 'product', snapshot: product },
  'DELETE /api/admin/products/:id': { action: 'Product deleted', entityType: 'product', snapshot: product },
  'PATCH /api/admin/products/:id/stock': {
    action: 'Stock changed',
    entityType: 'product',
    snapshot: product,
  },
  'POST /api/admin/uploads': { action: 'Picture uploaded', entityType: 'upload' },
  'PATCH /api/admin/orders/:id': { action: 'Order status changed', entityType: 'order', snapshot: order },
  'POST /api/admin/orders/:id/refunds': { action: 'Order refunded', entityType: 'order', snapshot: order },
  'POST /api/admin/orders/:id/cancel': { action: 'Order cancelled', entityType: 'order', snapshot: order },
  'DELETE /api/admin/orders/:id/guest-link': {
    action: "Guest's order link revoked",
    entityType: 'order',
    snapshot: orderLink,
  },
  'POST /api/admin/orders/:id/guest-link': {
    action: "Guest's order link sent again",
    entityType: 'order',
    snapshot: orderLink,
  },
  'PUT /api/admin/shipping-and-tax': {
    action: 'Shipping and tax saved',
    entityType: 'settings',
    snapshot: (app) => readShippingAndTaxSettings(app.db),
  },
  'PUT /api/admin/pages/:slug': {
    action: 'Page saved',
    entityType: 'page',
    snapshot: (app, { slug }) =>
      readShopPage(app.db, slug as ShopPageSlug, app.shopSettings.current().shopName),
  },
  'PUT /api/admin/settings/contact': {
    action: 'Contact details saved',
    entityType: 'settings',
    snapshot: (app) => readShopContact(app.db, app.config),
  },
  'PUT /api/admin/settings/checkout-reminders': {
    action: 'Checkout reminders saved',
    entityType: 'settings',
    snapshot: (app) => readCheckoutReminderSettings(app.db),
  },
  'PUT /api/admin/settings/invoices': {
    action: 'Invoice setting saved',
    entityType: 'settings',
    snapshot: (app) => readInvoiceSettings(app.db),
  },
  'PUT /api/admin/settings/branding': {
    action: 'Name, logo and colours saved',
    entityType: 'settings',
    snapshot: (app) => readShopBranding(app.db, app.config),
  },
  'PUT /api/admin/settings/email-sender': {
    action: 'E-mail sender saved',
    entityType: 'settings',
    snapshot: (app) => readEmailSender(app.db, app.config),
  },
  'POST /api/admin/products/imports': { action: 'Product import previewed', entityType: 'product-import' },
  'POST /api/admin/products/imports/:id/start': {
    action: 'Product import started',
    entityType: 'product-import',
    snapshot: productImport,
  },
  'POST /api/admin/categories': { action: 'Category added', entityType: 'category', snapshot: categoryList },
  'PATCH /api/admin/categories/:id': {
    action: 'Category renamed',
    entityType: 'category',
    snapshot: categoryList,
  },
  'PUT /api/admin/categories/order': {
    action: 'Categories reordered',
    entityType: 'category',
    snapshot: categoryList,
  },
  'DELETE /api/admin/categories/:id': {
    action: 'Category deleted',
    entityType: 'category',
    snapshot: categoryList,
  },
  'PUT /api/admin/texts/:language': {
    action: 'Storefront text changed',
    entityType: 'settings',
    snapshot: async (app) => ({ overrides: await listTextOverrides(app.db) }),
  },
  'PUT /api/admin/settings/seller': {
    action: 'Seller details saved',
    entityType: 'settings',
    snapshot: (app) => readSellerDetails(app.db),
  },
  'PUT /api/admin/settings/currency': {
    action: 'Shop currency changed',
    entityType: 'settings',
    snapshot: async (app) => ({ currency: await readShopCurrency(app.db) }),
  },
  'PUT /api/admin/settings/currency-format': {
    action: 'Price format saved',
    entityType: 'settings',
    snapshot: (app) => readCurrencyFormat(app.db),
  },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const befores = new WeakMap<FastifyRequest, unknown>();

const isUpload = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('multipart/');
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;

/** Reads a snapshot; a thing that is not there (created by this request, or deleted by it) is null. */
async function take(app: FastifyInstance, audited: AuditedRoute | undefined, request: FastifyRequest) {
  if (!audited?.snapshot) return null;
  try {
    return (await audited.snapshot(app, request.params as Params)) ?? null;
  } catch {
    return null;
  }
}

export function auditAdminWrites(scope: FastifyInstance): void {
  scope.addHook('preHandler', async (request) => {
    if (!WRITES.has(request.method)) return;
    befores.set(request, await take(scope, AUDITED[routeOf(request)], request));
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    const admin = adminOf(request);
    if (!WRITES.has(request.method) || reply.statusCode >= 400 || !admin) return payload;
    const route = routeOf(request);
    const audited = AUDITED[route];
    const params = request.params as Params;
    try {
      await recordAdminWrite(scope.db, {
        actorId: admin.id,
        actorEmail: admin.email,
        action: audited?.action ?? route,
        route,
        entityType: audited?.entityType ?? null,
        entityId: params.id ?? params.slug ?? null,
        // A JSON body as sent (an upload's body is a file stream: not kept).
        change: isUpload(request) ? null : (request.body ?? null),
        before: befores.get(request) ?? null,
        after: await take(scope, audited, request),
        statusCode: reply.statusCode,
      });
    } catch (error) {
      request.log.error({ err: error, route }, 'admin write not recorded in the audit log');
    }
    return payload;
  });
}
