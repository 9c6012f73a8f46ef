// The audit log through the real app on both backends: each kind of admin write (a product edited
// and deleted, an order's status changed and refunded, shipping and tax, a page, a setting) leaves one
// entry with who, what, the request and the thing before and after; refused writes, reads and other
// people's requests leave none; only the admin reads the log.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogResponse, Product } from '@eshop/shared';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { buy, firstProducts } from '../../test-support/checkout.js';
import { testPicture, upload } from '../../test-support/uploads.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin, TEST_ADMIN } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

/** `expect.objectContaining`, typed (it returns any). */
const like = (fields: Record<string, unknown>): Record<string, unknown> =>
  expect.objectContaining(fields) as Record<string, unknown>;

describe.each(BACKENDS)('the audit log on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
    shopper = createClient(t.app);
    await shopper.signUp('audited@example.com', 'shopper password 1');
    await shopper.signIn('audited@example.com', 'shopper password 1');
  });
  afterAll(async () => {
    await t?.close();
  });

  const entries = async (query = '') =>
    (await admin.request('GET', `/api/admin/audit-log${query}`)).json<AuditLogResponse>();
  const latest = async (): Promise<AuditEntry> => (await entries()).items[0]!;

  it('a product edited: who, what, the body, and the product before and after', async () => {
    const [product] = await firstProducts(t.app, 1);
    const full = (await admin.request('GET', `/api/admin/products/${product!.id}`)).json<Product>();
    const body = {
      name: full.name,
      brand: full.brand,
      category: full.category,
      desc: full.desc,
      priceCents: full.priceCents + 100,
      stock: full.stock,
      imageURL: full.imageURL,
    };
    const edited = await admin.request('PUT', `/api/admin/products/${full.id}`, body);
    expect(edited.statusCode, edited.body).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      action: 'Product edited',
      route: 'PUT /api/admin/products/:id',
      entityType: 'product',
      entityId: full.id,
      change: like({ priceCents: full.priceCents + 100 }),
      before: like({ priceCents: full.priceCents }),
      after: like({ priceCents: full.priceCents + 100 }),
    });
  });

  it("an order's status change and refund, each with the order before and after", async () => {
    const [product] = await firstProducts(t.app, 1);
    const { orderId } = await buy(shopper, [{ id: product!.id, cartQuantity: 1 }]);
    await admin.request('PATCH', `/api/admin/orders/${orderId}`, { orderStatus: 'Processing...' });
    expect(await latest()).toMatchObject({
      action: 'Order status changed',
      entityId: orderId,
      before: like({ orderStatus: 'Order Placed' }),
      after: like({ orderStatus: 'Processing...' }),
    });
    await admin.request('POST', `/api/admin/orders/${orderId}/refunds`, {
      idempotencyKey: `k-${randomUUID()}`,
      amountCents: 150,
    });
    expect(await latest()).toMatchObject({
      action: 'Order refunded',
      change: like({ amountCents: 150 }),
      before: like({ refundedCents: 0 }),
      after: like({ refundedCents: 150 }),
    });
    // One thing's history, newest first.
    const history = await entries(`?entityType=order&entityId=${orderId}`);
    expect(history.items.map((item) => item.action)).toEqual(['Order refunded', 'Order status changed']);
  });

  it('settings and pages are recorded too', async () => {
    await admin.request('PUT', '/api/admin/settings/invoices', { attachPdfToConfirmation: true });
    expect(await latest()).toMatchObject({
      action: 'Invoice setting saved',
      before: { attachPdfToConfirmation: false },
      after: { attachPdfToConfirmation: true },
    });
    const page = await admin.request('PUT', '/api/admin/pages/returns', {
      title: 'Returns',
      body: 'Thirty days.',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'Page saved',
      entityType: 'page',
      entityId: 'returns',
      after: like({ body: 'Thirty days.' }),
    });
  });

  it('a picture uploaded, a product added and deleted (keeping what it was)', async () => {
    const uploaded = await upload(t.app, admin, 'lamp.png', await testPicture('png', 400, 300), 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(await latest()).toMatchObject({ action: 'Picture uploaded', change: null });
    const { imageURL } = uploaded.json<{ imageURL: string }>();
    const created = await admin.request('POST', '/api/admin/products', {
      name: 'Audit Lamp',
      brand: 'Audit',
      category: 'Electronics',
      desc: 'A lamp to delete.',
      priceCents: 1500,
      stock: 3,
      imageURL,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await latest()).toMatchObject({
      action: 'Product added',
      after: null,
      change: like({ name: 'Audit Lamp' }),
    });
    const id = created.json<Product>().id;
    await admin.request('DELETE', `/api/admin/products/${id}`);
    expect(await latest()).toMatchObject({
      action: 'Product deleted',
      entityId: id,
      before: like({ name: 'Audit Lamp' }),
    });
  });

  it('refused writes, reads and non-admins leave no entry; only the admin reads the log', async () => {
    const before = (await entries()).total;
    expect(
      (await admin.request('PATCH', `/api/admin/orders/${randomUUID()}`, { orderStatus: 'Delivered' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin.request('PUT', '/api/admin/settings/invoices', { attachPdfToConfirmation: 1 })).statusCode,
    ).toBe(400);
    await admin.request('GET', '/api/admin/dashboard');
    expect(
      (await shopper.request('PUT', '/api/admin/settings/invoices', { attachPdfToConfirmation: false }))
        .statusCode,
    ).toBe(403);
    expect((await entries()).total).toBe(before);
    expect((await shopper.request('GET', '/api/admin/audit-log')).statusCode).toBe(403);
    expect((await createClient(t.app).request('GET', '/api/admin/audit-log')).statusCode).toBe(401);
    expect((await admin.request('GET', '/api/admin/audit-log?page=0')).statusCode).toBe(400);
  });
});
