// The dashboard's sales figures (issue 22): the average order value, the best sellers of the charted
// days and those days against the days before them. Each is an aggregate query; no order is loaded.
import {
  CANCELLED_STATUS,
  DASHBOARD_DAYS,
  TOP_PRODUCTS_LIMIT,
  type AdminDashboard,
  type PeriodSales,
} from '@eshop/shared';
import { and, asc, desc, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// A Cancelled order kept nothing: its payment was refunded in full or released (and a released one
// keeps refunded_cents at 0, so its amount would otherwise count as kept).
export const isNotCancelled = ne(orders.status, CANCELLED_STATUS);
/** What the shop kept of one order. */
const keptCents = sql`${orders.amountCents} - ${orders.refundedCents}`;

// Sums are bigint and averages numeric in PostgreSQL; as text they arrive exactly on both backends.
const keptSum = (where: SQL) => sql<string>`coalesce(sum(${keptCents}) filter (where ${where}), 0)::text`;
const orderCount = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;
/** The average order value of the orders `where` picks: rounded half up, to the cent. */
export const keptAverage = (where: SQL) =>
  sql<string>`coalesce(round(avg(${keptCents}) filter (where ${where})), 0)::text`;

const toPeriodSales = (earnings: string, count: number, average: string): PeriodSales => ({
  earningsCents: Number(earnings),
  orderCount: count,
  averageOrderValueCents: Number(average),
});

/**
 * The charted days (from `since`, the start of the oldest) against as many days before them. One
 * scan of both periods' orders (the created_at index finds them), each figure a filtered aggregate.
 */
async function readPeriodComparison(
  db: Db,
  since: Date,
  inCurrency: SQL,
): Promise<AdminDashboard['periodComparison']> {
  const previousSince = new Date(since.getTime() - DASHBOARD_DAYS * DAY_MS);
  const isCurrent = gte(orders.createdAt, since);
  const isPrevious = lt(orders.createdAt, since);
  const [row] = await db
    .select({
      currentEarnings: keptSum(isCurrent),
      currentOrders: orderCount(isCurrent),
      currentAverage: keptAverage(isCurrent),
      previousEarnings: keptSum(isPrevious),
      previousOrders: orderCount(isPrevious),
      previousAverage: keptAverage(isPrevious),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, previousSince), isNotCancelled, inCurrency));
  return {
    current: toPeriodSales(row?.currentEarnings ?? '0', row?.currentOrders ?? 0, row?.currentAverage ?? '0'),
    previous: toPeriodSales(
      row?.previousEarnings ?? '0',
      row?.previousOrders ?? 0,
      row?.previousAverage ?? '0',
    ),
  };
}

/**
 * The best sellers since `since`, from the orders' lines as charged (one row per line, via
 * jsonb_array_elements): most units first, then most revenue, then by name.
 */
async function readTopProducts(db: Db, since: Date, inCurrency: SQL): Promise<AdminDashboard['topProducts']> {
  const productId = sql<string>`line->>'id'`;
  const units = sql`sum((line->>'cartQuantity')::int)`;
  const revenue = sql`sum((line->>'priceCents')::bigint * (line->>'cartQuantity')::int)`;
  // A renamed product sells under its newest name.
  const name = sql<string>`(array_agg(line->>'name' order by ${orders.createdAt} desc))[1]`;
  const rows = await db
    .select({
      id: productId,
      name,
      units: sql<string>`${units}::text`,
      revenue: sql<string>`${revenue}::text`,
    })
    .from(orders)
    .crossJoin(sql`lateral jsonb_array_elements(${orders.items}) as line`)
    .where(and(gte(orders.createdAt, since), isNotCancelled, inCurrency))
    .groupBy(productId)
    .orderBy(desc(units), desc(revenue), asc(name))
    .limit(TOP_PRODUCTS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    units: Number(row.units),
    revenueCents: Number(row.revenue),
  }));
}

/** The best sellers and the two periods, both from the charted days' start, of orders `inCurrency`. */
export async function readSales(
  db: Db,
  since: Date,
  inCurrency: SQL,
): Promise<Pick<AdminDashboard, 'topProducts' | 'periodComparison'>> {
  const [topProducts, periodComparison] = await Promise.all([
    readTopProducts(db, since, inCurrency),
    readPeriodComparison(db, since, inCurrency),
  ]);
  return { topProducts, periodComparison };
}
