// The admin API through the real app on both backends: the dashboard's figures against sums
// computed by hand from the orders written here, and who may read them.
import { randomUUID } from 'node:crypto';
import {
  ADMIN_ORDER_PAGE_SIZE,
  DASHBOARD_DAYS,
  type AdminDashboard,
  type AdminOrderListResponse,
  type Order,
  type OrderListResponse,
  type OrderStatus,
} from '@eshop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, user } from '../db/schema/index.js';
import { createClient, type Client } from '../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { signedInAdmin, signedInShopper } from '../test-support/signed-in.js';
import { BACKENDS } from '../test-support/test-database.js';

const SHOPPER = { email: 'shopper@example.com', password: 'shopper password 1' };
const DAY_MS = 24 * 60 * 60 * 1000;

const address = {
  name: 'Ada Shopper',
  line1: '1 Main Street',
  line2: '',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
  phone: '555-0100',
};

describe.each(BACKENDS)('admin API on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  let shopper: Client;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false' });
    admin = await signedInAdmin(t);
    shopper = await signedInShopper(t, SHOPPER);
  });
  afterAll(async () => {
    await t?.close();
  });

  const placeOrder = async (
    amountCents: number,
    status: OrderStatus,
    daysAgo: number,
    extras: { shippingCents: number; taxCents: number } = { shippingCents: 0, taxCents: 0 },
  ) => {
    const db = t.testDb.database.db;
    const [buyer] = await db.select({ id: user.id }).from(user).where(eq(user.email, SHOPPER.email));
    const [row] = await db
      .insert(orders)
      .values({
        userId: buyer?.id ?? '',
        userEmail: SHOPPER.email,
        amountCents,
        subtotalCents: amountCents - extras.shippingCents - extras.taxCents,
        shippingCents: extras.shippingCents,
        taxCents: extras.taxCents,
        status,
        items: [
          { id: randomUUID(), name: 'Thing', priceCents: amountCents, imageURL: '/x.webp', cartQuantity: 1 },
        ],
        shippingAddress: address,
        billingAddress: address,
        provider: 'test',
        paymentIntentId: `pi_${randomUUID()}`,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      })
      .returning({ id: orders.id });
    return row?.id ?? '';
  };

  const dashboard = async (client: Client) => client.request('GET', '/api/admin/dashboard');

  it('answers a visitor 401 and a shopper 403, in the error shape', async () => {
    const visitor = await dashboard(createClient(t.app));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const refused = await dashboard(shopper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'Permission Denied. This Page can only be view by an Admin user.',
      },
    });
  });

  it('counts earnings, products and orders, by status and per day, as the orders add up', async () => {
    const before = (await dashboard(admin)).json<AdminDashboard>();
    const [productRow] = await t.testDb.database.db.select({ id: products.id }).from(products);
    expect(productRow).toBeDefined();
    expect(before.productCount).toBe(
      (await t.testDb.database.db.select({ id: products.id }).from(products)).length,
    );
    expect(before.earningsByDay).toHaveLength(DASHBOARD_DAYS);

    await placeOrder(12_999, 'Order Placed', 0);
    await placeOrder(1_050, 'Delivered', 0, { shippingCents: 499, taxCents: 40 });
    await placeOrder(250_000, 'Shipped...', 3);
    await placeOrder(7_777, 'Delivered', DASHBOARD_DAYS + 5); // Counted in the totals, not charted.

    const response = await dashboard(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const after = response.json<AdminDashboard>();
    expect(after.earningsCents - before.earningsCents).toBe(12_999 + 1_050 + 250_000 + 7_777);
    // The earnings' breakdown: lines, shipping and tax add up to them.
    const grew = (key: keyof AdminDashboard['earningsBreakdown']) =>
      after.earningsBreakdown[key] - before.earningsBreakdown[key];
    expect([grew('subtotalCents'), grew('shippingCents'), grew('taxCents')]).toEqual([
      12_999 + 511 + 250_000 + 7_777,
      499,
      40,
    ]);
    const { subtotalCents, shippingCents, taxCents, refundedCents } = after.earningsBreakdown;
    expect(subtotalCents + shippingCents + taxCents - refundedCents).toBe(after.earningsCents);
    expect(after.orderCount - before.orderCount).toBe(4);
    expect(after.ordersByStatus).toEqual({
      'Order Placed': before.ordersByStatus['Order Placed'] + 1,
      'Processing...': before.ordersByStatus['Processing...'],
      'Shipped...': before.ordersByStatus['Shipped...'] + 1,
      Delivered: before.ordersByStatus.Delivered + 2,
      Cancelled: before.ordersByStatus.Cancelled,
    });
    const today = now.toISOString().slice(0, 10);
    const threeDaysAgo = new Date(now.getTime() - 3 * DAY_MS).toISOString().slice(0, 10);
    const added = (date: string) => {
      const was = before.earningsByDay.find((entry) => entry.day === date);
      const is = after.earningsByDay.find((entry) => entry.day === date);
      return {
        earningsCents: (is?.earningsCents ?? 0) - (was?.earningsCents ?? 0),
        orders: (is?.orderCount ?? 0) - (was?.orderCount ?? 0),
      };
    };
    expect(added(today)).toEqual({ earningsCents: 12_999 + 1_050, orders: 2 });
    expect(added(threeDaysAgo)).toEqual({ earningsCents: 250_000, orders: 1 });
    expect(after.earningsByDay.at(-1)?.day).toBe(today);
    const charted = after.earningsByDay.reduce((sum, entry) => sum + entry.earningsCents, 0);
    const chartedBefore = before.earningsByDay.reduce((sum, entry) => sum + entry.earningsCents, 0);
    expect(charted - chartedBefore).toBe(12_999 + 1_050 + 250_000);
  });

  it('lists every order newest first, ten a page, with the e-mail, and filters by status', async () => {
    for (let index = 0; index < ADMIN_ORDER_PAGE_SIZE + 1; index += 1)
      await placeOrder(100 + index, 'Processing...', 1);
    const all = (await admin.request('GET', '/api/admin/orders')).json<AdminOrderListResponse>();
    expect(all.items).toHaveLength(ADMIN_ORDER_PAGE_SIZE);
    expect(all.pageCount).toBe(Math.ceil(all.total / ADMIN_ORDER_PAGE_SIZE));
    const dates = all.items.map((order) => Date.parse(order.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.items[0]?.userEmail).toBe(SHOPPER.email);

    const processing = await admin.request('GET', '/api/admin/orders?status=Processing...&page=2');
    const body = processing.json<AdminOrderListResponse>();
    expect(body.total).toBe(ADMIN_ORDER_PAGE_SIZE + 1);
    expect(body.items).toHaveLength(1);
    expect(body.items.every((order) => order.orderStatus === 'Processing...')).toBe(true);
    expect((await admin.request('GET', '/api/admin/orders?status=Lost')).statusCode).toBe(400);
    expect((await admin.request('GET', '/api/admin/orders?page=0')).statusCode).toBe(400);
  });

  it("changes an order's status, which the shopper then sees; bad input changes nothing", async () => {
    const id = await placeOrder(4_200, 'Order Placed', 0);
    const details = await admin.request('GET', `/api/admin/orders/${id}`);
    expect(details.json<Order>()).toMatchObject({ id, orderAmountCents: 4_200, userEmail: SHOPPER.email });

    const refused = await admin.request('PATCH', `/api/admin/orders/${id}`, { orderStatus: 'Lost' });
    expect(refused.statusCode).toBe(400);
    expect(
      await shopper.request('PATCH', `/api/admin/orders/${id}`, { orderStatus: 'Delivered' }),
    ).toMatchObject({
      statusCode: 403,
    });
    const unchanged = (await shopper.request('GET', `/api/orders/${id}`)).json<Order>();
    expect(unchanged).toMatchObject({ orderStatus: 'Order Placed', editedAt: null });

    const changed = await admin.request('PATCH', `/api/admin/orders/${id}`, { orderStatus: 'Shipped...' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Order>()).toMatchObject({ id, orderStatus: 'Shipped...' });
    const seen = (await shopper.request('GET', `/api/orders/${id}`)).json<Order>();
    expect(seen.orderStatus).toBe('Shipped...');
    expect(seen.editedAt).not.toBeNull();
    const history = (await shopper.request('GET', '/api/orders')).json<OrderListResponse>();
    expect(history.items.find((order) => order.id === id)?.orderStatus).toBe('Shipped...');

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.request('GET', `/api/admin/orders/${missing}`)).statusCode).toBe(404);
    expect(
      (await admin.request('PATCH', `/api/admin/orders/${missing}`, { orderStatus: 'Delivered' })).statusCode,
    ).toBe(404);
  });
});
