// The dashboard's figures, each computed by the database (no order or product is loaded to count).
import {
  DASHBOARD_DAYS,
  LOW_STOCK_LIMIT,
  LOW_STOCK_THRESHOLD,
  lineName,
  ORDER_STATUSES,
  type AdminDashboard,
  type OrderStatus,
} from '@eshop/shared';
import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { orders, products, productVariants } from '../../db/schema/index.js';
import { isOnSale, variantTitleOf } from '../products/index.js';
import { isNotCancelled, keptAverage, readSales } from './dashboard-sales.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `DASHBOARD_DAYS` UTC days as YYYY-MM-DD, oldest first. */
function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) =>
    new Date(today - (DASHBOARD_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Orders whose money was taken (or is held): an order whose payment was released (cancelled before
 * capture, or an authorisation that lapsed) earned nothing, and none of its figures count.
 */
const isPaid = sql`${orders.paymentState} <> 'canceled'`;
// Sums are bigint in PostgreSQL; as text they arrive exactly on both backends (cents fit a JS number).
const sumOf = (column: AnyPgColumn, where: SQL) =>
  sql<string>`coalesce(sum(${column}) filter (where ${where}), 0)::text`;
/** What the shop kept: each paid order's total less what was given back. */
const sumOfAmounts = (where: SQL) =>
  sql<string>`coalesce(sum(${orders.amountCents} - ${orders.refundedCents}) filter (where ${where}), 0)::text`;

/**
 * The figures, money in the shop's `currency`: orders paid in another (before the shop changed it)
 * are counted but their amounts are not added to these (decision 063), and their number is told.
 */
export async function readDashboard(db: Db, currency: string, now = new Date()): Promise<AdminDashboard> {
  const inCurrency = sql`${orders.currency} = ${currency}`;
  const paid = sql`${isPaid} and ${inCurrency}`;
  const days = lastDays(now);
  const since = new Date(`${days[0] ?? ''}T00:00:00.000Z`);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [[totals], [productTotals], byStatus, byDay, lowStock, sales] = await Promise.all([
    db
      .select({
        earnings: sumOfAmounts(paid),
        subtotal: sumOf(orders.subtotalCents, paid),
        shipping: sumOf(orders.shippingCents, paid),
        discounts: sumOf(orders.discountCents, paid),
        // Tax inside the prices is part of the subtotal; only tax added on top is counted apart.
        tax: sumOf(orders.taxCents, sql`not ${orders.pricesIncludeTax} and ${paid}`),
        refunded: sumOf(orders.refundedCents, paid),
        averageOrderValue: keptAverage(sql`${isNotCancelled} and ${inCurrency}`),
        orderCount: count(),
        otherCurrencies: sql<number>`(count(*) filter (where not ${inCurrency}))::int`,
      })
      .from(orders),
    db.select({ productCount: count() }).from(products).where(isOnSale),
    db.select({ status: orders.status, orderCount: count() }).from(orders).groupBy(orders.status),
    db
      .select({ day, earnings: sumOfAmounts(paid), orderCount: count() })
      .from(orders)
      .where(gte(orders.createdAt, since))
      .groupBy(day),
    // Per variant (decision 060): the last pairs of one size are low stock however many others remain.
    db
      .select({
        id: products.id,
        name: products.name,
        option1: productVariants.option1,
        option2: productVariants.option2,
        option3: productVariants.option3,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(isOnSale, lte(productVariants.stock, LOW_STOCK_THRESHOLD)))
      .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.position))
      .limit(LOW_STOCK_LIMIT),
    readSales(db, since, inCurrency),
  ]);
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  for (const row of byStatus) ordersByStatus[row.status] = row.orderCount;
  const dayTotals = new Map(byDay.map((row) => [row.day, row]));
  return {
    currency,
    ordersInOtherCurrencies: totals?.otherCurrencies ?? 0,
    earningsCents: Number(totals?.earnings ?? 0),
    earningsBreakdown: {
      subtotalCents: Number(totals?.subtotal ?? 0),
      shippingCents: Number(totals?.shipping ?? 0),
      discountCents: Number(totals?.discounts ?? 0),
      taxCents: Number(totals?.tax ?? 0),
      refundedCents: Number(totals?.refunded ?? 0),
    },
    productCount: productTotals?.productCount ?? 0,
    orderCount: totals?.orderCount ?? 0,
    ordersByStatus,
    earningsByDay: days.map((date) => ({
      day: date,
      earningsCents: Number(dayTotals.get(date)?.earnings ?? 0),
      orderCount: dayTotals.get(date)?.orderCount ?? 0,
    })),
    lowStock: lowStock.map(({ id, name, option1, option2, option3, stock }) => ({
      id,
      name: lineName({ name, variantTitle: variantTitleOf([option1, option2, option3]) }),
      stock,
    })),
    averageOrderValueCents: Number(totals?.averageOrderValue ?? 0),
    ...sales,
  };
}
