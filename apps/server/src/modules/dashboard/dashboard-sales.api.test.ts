// The dashboard's sales figures through the real app on both backends: the average order value, the
// best sellers and the charted days against the days before them, each against sums worked out by
// hand from the orders written here (into a shop with no other orders).
import { randomUUID } from 'node:crypto';
import {
  DASHBOARD_DAYS,
  TOP_PRODUCTS_LIMIT,
  type AdminDashboard,
  type OrderItem,
  type OrderStatus,
} from '@eshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import type { Client } from '../../test-support/auth-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS);
/** The start of the oldest charted day: the first instant of the current period. */
const today = new Date(NOW);
const PERIOD_START = new Date(
  Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (DASHBOARD_DAYS - 1) * DAY_MS,
);

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

/** The products the order lines name. */
const P = Object.fromEntries(
  ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'].map((key) => [key, randomUUID()]),
) as Record<'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6' | 'p7' | 'p8', string>;
const line = (id: string, name: string, cartQuantity: number, priceCents: number): OrderItem => ({
  id,
  name,
  priceCents,
  cartQuantity,
  imageURL: '/x.webp',
});

type OrderFixture = {
  amountCents: number;
  refundedCents?: number;
  status: OrderStatus;
  createdAt: Date;
  items: OrderItem[];
};

describe.each(BACKENDS)('dashboard sales figures on %s', (backend) => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'false', PAYMENT_SWEEP_SECONDS: '0' });
    admin = await signedInAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const dashboard = async () => {
    const response = await admin.request('GET', '/api/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminDashboard>();
  };
  const placeOrders = async (fixtures: OrderFixture[]) => {
    await t.testDb.database.db.insert(orders).values(
      fixtures.map((fixture) => ({
        userEmail: 'shopper@example.com',
        amountCents: fixture.amountCents,
        subtotalCents: fixture.amountCents,
        refundedCents: fixture.refundedCents ?? 0,
        status: fixture.status,
        items: fixture.items,
        shippingAddress: address,
        billingAddress: address,
        provider: 'test',
        paymentIntentId: `pi_${randomUUID()}`,
        createdAt: fixture.createdAt,
      })),
    );
  };

  it('shows zeros, no best sellers and no change before the first order', async () => {
    const empty = await dashboard();
    expect(empty.orderCount).toBe(0);
    expect(empty.averageOrderValueCents).toBe(0);
    expect(empty.topProducts).toEqual([]);
    const none = { earningsCents: 0, orderCount: 0, averageOrderValueCents: 0 };
    expect(empty.periodComparison).toEqual({ current: none, previous: none });
  });

  it('averages orders net of refunds, ranks best sellers and compares the two periods, Cancelled left out', async () => {
    await placeOrders([
      // The current period (the charted days).
      {
        amountCents: 10_000,
        refundedCents: 2_500,
        status: 'Delivered',
        createdAt: daysAgo(0),
        items: [line(P.p1, 'Lamp', 2, 3_000), line(P.p2, 'Mug', 1, 4_000)],
      },
      {
        amountCents: 5_000,
        status: 'Order Placed',
        createdAt: daysAgo(3),
        items: [line(P.p2, 'Mug', 3, 1_500), line(P.p3, 'Rug', 1, 500)],
      },
      {
        amountCents: 2_001,
        status: 'Shipped...',
        createdAt: daysAgo(10),
        items: [line(P.p4, 'Kettle', 1, 2_001)],
      },
      {
        amountCents: 1_200,
        status: 'Processing...',
        createdAt: daysAgo(12),
        items: [line(P.p5, 'Pen', 1, 200), line(P.p6, 'Pad', 1, 300), line(P.p7, 'Old Vase', 1, 700)],
      },
      // Renamed since: the newest order's name stands.
      { amountCents: 900, status: 'Delivered', createdAt: daysAgo(1), items: [line(P.p7, 'Vase', 1, 900)] },
      // The period's first instant belongs to it.
      { amountCents: 100, status: 'Delivered', createdAt: PERIOD_START, items: [line(P.p8, 'Clip', 1, 100)] },
      // Cancelled: refunded in full, or released (nothing refunded, nothing kept); neither counts.
      {
        amountCents: 7_000,
        refundedCents: 7_000,
        status: 'Cancelled',
        createdAt: daysAgo(1),
        items: [line(P.p1, 'Lamp', 10, 700)],
      },
      {
        amountCents: 3_333,
        status: 'Cancelled',
        createdAt: daysAgo(2),
        items: [line(P.p4, 'Kettle', 50, 66)],
      },
      // The previous period: the DASHBOARD_DAYS days before the charted ones.
      {
        amountCents: 50,
        status: 'Delivered',
        createdAt: new Date(PERIOD_START.getTime() - 1),
        items: [line(P.p8, 'Clip', 1, 50)],
      },
      {
        amountCents: 8_000,
        status: 'Delivered',
        createdAt: daysAgo(DASHBOARD_DAYS + 10),
        items: [line(P.p6, 'Pad', 100, 80)],
      },
      {
        amountCents: 4_001,
        refundedCents: 1,
        status: 'Order Placed',
        createdAt: daysAgo(DASHBOARD_DAYS + 15),
        items: [line(P.p3, 'Rug', 4, 1_000)],
      },
      {
        amountCents: 6_000,
        refundedCents: 6_000,
        status: 'Cancelled',
        createdAt: daysAgo(DASHBOARD_DAYS + 20),
        items: [line(P.p3, 'Rug', 6, 1_000)],
      },
      // Older than both periods: only in the all-time average.
      {
        amountCents: 1_000,
        status: 'Delivered',
        createdAt: daysAgo(2 * DASHBOARD_DAYS + 10),
        items: [line(P.p5, 'Pen', 5, 200)],
      },
    ]);

    const figures = await dashboard();
    const currentKept = 10_000 - 2_500 + 5_000 + 2_001 + 1_200 + 900 + 100; // 16_701, 6 orders
    const previousKept = 50 + 8_000 + (4_001 - 1); // 12_050, 3 orders
    expect(figures.periodComparison).toEqual({
      current: { earningsCents: currentKept, orderCount: 6, averageOrderValueCents: 2_784 }, // 2_783.5 up
      previous: { earningsCents: previousKept, orderCount: 3, averageOrderValueCents: 4_017 }, // 4_016.67
    });
    // Every order but the three Cancelled: (16_701 + 12_050 + 1_000) / 10 = 2_975.1.
    expect(figures.averageOrderValueCents).toBe(2_975);

    // Units in the current period without the Cancelled orders: Mug 1 + 3, Lamp 2, Vase 1 + 1, then
    // one each of Kettle, Rug, Pad, Pen and Clip, ranked by revenue.
    expect(figures.topProducts).toHaveLength(TOP_PRODUCTS_LIMIT);
    expect(figures.topProducts).toEqual([
      { id: P.p2, name: 'Mug', units: 4, revenueCents: 4_000 + 3 * 1_500 },
      { id: P.p1, name: 'Lamp', units: 2, revenueCents: 2 * 3_000 },
      { id: P.p7, name: 'Vase', units: 2, revenueCents: 700 + 900 },
      { id: P.p4, name: 'Kettle', units: 1, revenueCents: 2_001 },
      { id: P.p3, name: 'Rug', units: 1, revenueCents: 500 },
    ]);
  });
});
