// Every shopper's orders, for the admin: the list (newest first, filtered), one order, and its
// status changed (spec 4).
import {
  ADMIN_ORDER_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type Order,
  type OrderStatusChange,
} from '@eshop/shared';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, type OrderNotificationKind } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import {
  orderSummaryColumns,
  readRefunds,
  toOrderDto,
  toOrderSummary,
  withStatusDates,
} from './read-orders.js';
import { notificationFor, queueOrderNotification } from './send-order-notification.js';
import { setOrderStatus } from './order-writes.js';
import { publishEvent } from '../events/index.js';
import { newestFirst, whereOrdersMatch } from './order-filters.js';
import { pageCountOf } from '../../lib/page-count.js';

/**
 * One page of the orders matching the filters (status, search, date range); the page and the total
 * come from one snapshot.
 */
export async function listAllOrders(
  db: Db,
  { page, ...filters }: AdminOrderListQuery,
): Promise<AdminOrderListResponse> {
  const where = whereOrdersMatch(filters);
  const [rows, totals] = await db.transaction(
    async (tx) => {
      const pageRows = await tx
        .select({ ...orderSummaryColumns, userEmail: orders.userEmail })
        .from(orders)
        .where(where)
        .orderBy(...newestFirst)
        .limit(ADMIN_ORDER_PAGE_SIZE)
        .offset((page - 1) * ADMIN_ORDER_PAGE_SIZE);
      const [counted] = await tx.select({ total: count() }).from(orders).where(where);
      return [pageRows, counted] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => ({ ...toOrderSummary(row), userEmail: row.userEmail })),
    total,
    page,
    pageSize: ADMIN_ORDER_PAGE_SIZE,
    pageCount: pageCountOf(total, ADMIN_ORDER_PAGE_SIZE),
  };
}

/** One order, with the state of its guest link (an account's order has none). */
export async function getAnyOrder(db: Db, orderId: string): Promise<AdminOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound();
  const guestLink = row.userId !== null ? null : row.guestAccessKey ? 'active' : 'revoked';
  return { ...(await withStatusDates(db, toOrderDto(row, await readRefunds(db, orderId)))), guestLink };
}

/**
 * Sets the status (spec 4: any of the four, in any order) and the parcel's tracking when given (an
 * empty text clears it); the shopper's open pages hear of it.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: string,
  change: OrderStatusChange,
): Promise<{ order: Order; queuedEmail: OrderNotificationKind | undefined }> {
  const status = change.orderStatus;
  return db.transaction(async (tx) => {
    // A cancelled order stays cancelled (no row back): its money and units are already back.
    const row = await setOrderStatus(tx, orderId, change);
    if (!row) {
      const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      if (exists) throw new AppError('CONFLICT', 'This order is cancelled; its status can no longer change.');
      throw notFound();
    }
    const data = { orderId, orderStatus: status };
    if (row.userId) await publishEvent(tx, `user:${row.userId}`, 'order.status', data);
    await publishEvent(tx, 'admin', 'order.status', data);
    // Shipped and Delivered e-mail the shopper, once per order each (queued with the change).
    const kind = notificationFor(status);
    const queuedEmail = kind && (await queueOrderNotification(tx, orderId, kind)) ? kind : undefined;
    return { order: toOrderDto(row, await readRefunds(tx, orderId)), queuedEmail };
  });
}
