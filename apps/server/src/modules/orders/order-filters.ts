// What narrows the admin's order list and its CSV export (issue 22): one WHERE for both, so the
// export holds exactly the orders the list shows.
import type { AdminOrderFilter } from '@eshop/shared';
import { and, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { escapeLike } from '../../lib/search-terms.js';

/** 1001 or #1001; at most 9 digits, so the number always fits the integer column. */
const ORDER_NUMBER = /^(#?)(\d{1,9})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const shippingName = sql<string>`${orders.shippingAddress}->>'name'`;

/** Newest first, spelt as the orders' index is (read-orders.ts). */
export { newestFirst } from './read-orders.js';

/**
 * `#1001` finds that order only; `1001` finds it, and any e-mail or shipping name containing 1001;
 * other text is part of the e-mail or the shipping name, in any case.
 */
function matchesSearch(search: string): SQL | undefined {
  const [, hash, digits] = ORDER_NUMBER.exec(search) ?? [];
  const byNumber = digits ? eq(orders.number, Number(digits)) : undefined;
  if (byNumber && hash) return byNumber;
  const pattern = `%${escapeLike(search)}%`;
  return or(byNumber, ilike(orders.userEmail, pattern), ilike(shippingName, pattern));
}

/** The start of a UTC day (YYYY-MM-DD), and of the day after it. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const startOfNextDay = (day: string) => new Date(startOfDay(day).getTime() + DAY_MS);

/** The orders matching every filter given; undefined (all orders) without any. */
export function whereOrdersMatch({ status, search, from, to }: AdminOrderFilter): SQL | undefined {
  const text = search?.trim();
  return and(
    status ? eq(orders.status, status) : undefined,
    text ? matchesSearch(text) : undefined,
    from ? gte(orders.createdAt, startOfDay(from)) : undefined,
    // Inclusive: every order of the last day, up to its last millisecond.
    to ? lt(orders.createdAt, startOfNextDay(to)) : undefined,
  );
}
