// The shop's customers, for the admin (issue 22): every account, and every guest e-mail found only on
// orders, with what they ordered. Each order belongs to exactly one customer: its account; else the
// account with the order's e-mail (a guest who registered later); else the guest e-mail itself. So the
// customers' totals add up to the shop's.
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerSummary,
} from '@eshop/shared';
import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, user } from '../../db/schema/index.js';
import { pageCountOf } from '../../lib/page-count.js';
import { escapeLike } from '../../lib/search-terms.js';
import { shippingName } from '../orders/index.js';

// Sums are bigint in PostgreSQL; as text they arrive exactly on both backends (cents fit a JS number).
export const orderCount = sql<number>`count(${orders.id})::int`;
/**
 * What the customer paid and kept paid: totals less refunds (decision 027), of their orders in the
 * shop's currency (orders paid in another, before the shop changed it, are counted, not added: 063).
 */
export const spentCents = (currency: string) =>
  sql<string>`coalesce(sum(${orders.amountCents} - ${orders.refundedCents}) filter (where ${orders.currency} = ${currency}), 0)::text`;
export const lastOrderAt = sql<Date | null>`max(${orders.createdAt})`.mapWith(orders.createdAt);
/** A guest has no name of their own: the one they shipped their newest order to stands in. */
export const newestShippingName = sql<
  string | null
>`(array_agg(${shippingName} order by ${orders.createdAt} desc))[1]`;

/** Orders of no account, joined to the account that has their e-mail, when there is one. */
const accountWithOrderEmail = and(isNull(orders.userId), eq(user.email, orders.userEmail));

/** The figures of every customer who ordered, one row each: by account id, else by guest e-mail. */
export function orderStatsByCustomer(db: Db, currency: string) {
  const ownerId = sql<string | null>`coalesce(${orders.userId}, ${user.id})`;
  const guestEmail = sql<string | null>`case when ${ownerId} is null then ${orders.userEmail} end`;
  return db.$with('order_stats').as(
    db
      .select({
        ownerId: ownerId.as('owner_id'),
        guestEmail: guestEmail.as('guest_email'),
        orderCount: orderCount.as('order_count'),
        spentCents: spentCents(currency).as('spent_cents'),
        lastOrderAt: lastOrderAt.as('last_order_at'),
        newestShippingName: newestShippingName.as('newest_shipping_name'),
      })
      .from(orders)
      .leftJoin(user, accountWithOrderEmail)
      .groupBy(ownerId, guestEmail),
  );
}

/**
 * One page of customers, those who ordered last first, then accounts without orders (newest first);
 * searched by name or e-mail in any case. The page and the total come from one snapshot.
 */
export async function listCustomers(
  db: Db,
  { page, search }: CustomerListQuery,
  currency: string,
): Promise<CustomerListResponse> {
  const stats = orderStatsByCustomer(db, currency);
  // Every account (with or without orders) and every guest: a full join on the account's id.
  const key = sql<string>`coalesce(${user.id}, ${stats.guestEmail})`;
  const email = sql<string>`coalesce(${user.email}, ${stats.guestEmail})`;
  const name = sql<string | null>`coalesce(nullif(${user.name}, ''), ${stats.newestShippingName})`;
  const text = search?.trim();
  const pattern = `%${escapeLike(text ?? '')}%`;
  const where = text ? or(ilike(name, pattern), ilike(email, pattern)) : undefined;

  const [rows, totals] = await db.transaction(
    async (tx) => {
      const pageRows = await tx
        .with(stats)
        .select({
          key,
          email,
          name,
          isRegistered: sql<boolean>`${user.id} is not null`,
          orderCount: sql<number>`coalesce(${stats.orderCount}, 0)`,
          spentCents: sql<string>`coalesce(${stats.spentCents}, '0')`,
          lastOrderAt: stats.lastOrderAt,
          registeredAt: user.createdAt,
        })
        .from(stats)
        .fullJoin(user, eq(user.id, stats.ownerId))
        .where(where)
        .orderBy(sql`${stats.lastOrderAt} desc nulls last`, sql`${user.createdAt} desc nulls last`, key)
        .limit(CUSTOMER_PAGE_SIZE)
        .offset((page - 1) * CUSTOMER_PAGE_SIZE);
      const [counted] = await tx
        .with(stats)
        .select({ total: count() })
        .from(stats)
        .fullJoin(user, eq(user.id, stats.ownerId))
        .where(where);
      return [pageRows, counted] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const total = totals?.total ?? 0;
  return {
    items: rows.map(toCustomerSummary),
    total,
    page,
    pageSize: CUSTOMER_PAGE_SIZE,
    pageCount: pageCountOf(total, CUSTOMER_PAGE_SIZE),
  };
}

export type SummaryRow = {
  key: string;
  email: string;
  name: string | null;
  isRegistered: boolean;
  orderCount: number;
  spentCents: string;
  lastOrderAt: Date | null;
  registeredAt: Date | null;
};

export const toCustomerSummary = (row: SummaryRow): CustomerSummary => ({
  key: row.key,
  name: row.name,
  email: row.email,
  isRegistered: row.isRegistered,
  orderCount: Number(row.orderCount),
  totalSpentCents: Number(row.spentCents),
  lastOrderAt: row.lastOrderAt ? row.lastOrderAt.toISOString() : null,
  registeredAt: row.registeredAt ? row.registeredAt.toISOString() : null,
});
