// A shopper's own orders (the developer guide's differences from the spec, 7): another shopper's order id is simply not found.
import { and, asc, count, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CANCELLED_STATUS,
  ORDER_PAGE_SIZE,
  type Order,
  type OrderListResponse,
  type OrderSummary,
  type OrderTotals,
  type Refund,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { invoiceDocuments, orderNotifications, orderRefunds, orders, user } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { pageCountOf } from '../../lib/page-count.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * Newest first, the id breaking ties. NOTE: spelt as the indexes orders_created_at_idx and
 * orders_user_id_created_at_idx are (DESC NULLS LAST): a plain DESC (nulls first) does not match it, and PostgreSQL then sorts the whole table.
 */
export const newestFirst = [
  sql`${orders.createdAt} desc nulls last`,
  sql`${orders.id} desc nulls last`,
] as const;

/** A refund, with its credit note's number once the money is back (decision 066). */
type RefundRow = typeof orderRefunds.$inferSelect & { creditNoteNumber: number | null };

/** The columns an order list reads: enough for the summary with its totals. */
export const orderSummaryColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  amountCents: orders.amountCents,
  currency: orders.currency,
  status: orders.status,
  subtotalCents: orders.subtotalCents,
  shippingMethodName: orders.shippingMethodName,
  shippingCents: orders.shippingCents,
  taxCents: orders.taxCents,
  taxLines: orders.taxLines,
  pricesIncludeTax: orders.pricesIncludeTax,
  reverseCharge: orders.reverseCharge,
  vatRemovedCents: orders.vatRemovedCents,
  discountCents: orders.discountCents,
  discountLines: orders.discountLines,
};
type SummaryRow = Pick<OrderRow, keyof typeof orderSummaryColumns>;

export const toOrderTotals = (row: SummaryRow): OrderTotals => ({
  currency: row.currency,
  subtotalCents: row.subtotalCents,
  shippingMethod: row.shippingMethodName,
  shippingCents: row.shippingCents,
  taxCents: row.taxCents,
  taxLines: row.taxLines,
  pricesIncludeTax: row.pricesIncludeTax,
  // Only a reverse-charged order says so (decision 067), as its quote did.
  ...(row.reverseCharge ? { reverseCharge: true, vatRemovedCents: row.vatRemovedCents } : {}),
  // Only a discounted order lists its discounts (decision 070), as its quote did.
  ...(row.discountLines.length > 0
    ? { discountCents: row.discountCents, discountLines: row.discountLines }
    : {}),
  totalCents: row.amountCents,
});

export const toOrderSummary = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  number: row.number,
  createdAt: row.createdAt.toISOString(),
  orderAmountCents: row.amountCents,
  orderStatus: row.status,
  totals: toOrderTotals(row),
});

const toRefundDto = (row: RefundRow): Refund => ({
  id: row.id,
  amountCents: row.amountCents,
  state: row.state,
  reason: row.reason,
  lines: row.lines,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  creditNoteNumber: row.creditNoteNumber,
});

/** An order's refunds, oldest first, each with its credit note's number (the invoices module writes it). */
export const readRefunds = async (db: Pick<Db, 'select'>, orderId: string): Promise<RefundRow[]> =>
  (
    await db
      .select({ refund: orderRefunds, creditNoteNumber: invoiceDocuments.number })
      .from(orderRefunds)
      .leftJoin(invoiceDocuments, eq(invoiceDocuments.refundId, orderRefunds.id))
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt))
  ).map(({ refund, creditNoteNumber }) => ({ ...refund, creditNoteNumber }));

/**
 * When the order first became Shipped, Delivered or Cancelled: each change to those queues its e-mail
 * once (order_notifications), and that row's time is the change's.
 */
export async function withStatusDates(db: Pick<Db, 'select'>, order: Order): Promise<Order> {
  const rows = await db
    .select({ kind: orderNotifications.kind, at: orderNotifications.createdAt })
    .from(orderNotifications)
    .where(eq(orderNotifications.orderId, order.id));
  const at = (kind: string) => rows.find((row) => row.kind === kind)?.at.toISOString() ?? null;
  return {
    ...order,
    statusDates: { shipped: at('shipped'), delivered: at('delivered'), cancelled: at('cancelled') },
  };
}

/**
 * An order as its shopper reads it: the money given back, not the shop's notes on why or the
 * refunds the provider refused.
 */
export const forShopper = (order: Order): Order => ({
  ...order,
  refunds: order.refunds
    .filter((refund) => refund.state !== 'failed')
    .map((refund) => ({ ...refund, reason: null, failure: null })),
});

export const toOrderDto = (row: OrderRow, refunds: RefundRow[] = []): Order => ({
  refundedCents: row.refundedCents,
  paymentState: row.paymentState,
  refunds: refunds.map(toRefundDto),
  ...toOrderSummary(row),
  paymentMethod: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  trackingNumber: row.trackingNumber,
  trackingUrl: row.trackingUrl,
  userEmail: row.userEmail,
  cartItems: row.items,
  shippingAddress: row.shippingAddress,
  billingAddress: row.billingAddress,
  buyerVatId: row.buyerVatId,
  language: row.language,
  discountCode: row.discountCode,
  editedAt: row.editedAt ? row.editedAt.toISOString() : null,
});

/**
 * The shopper's orders, newest first, one page at a time. The page and the total are read from one
 * snapshot: an order written in between (the recovery sweep, another tab) must not give a total of
 * one above an empty page.
 */
/**
 * The shopper's orders: their own, and the guest orders placed with their e-mail once they proved
 * it is theirs (a password reset link or Google sign-in verifies it). Registering with an address
 * alone shows nobody else's guest orders.
 */
async function ownedBy(db: Db, userId: string): Promise<SQL> {
  const [account] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  const own = eq(orders.userId, userId);
  if (!account?.emailVerified) return own;
  return or(own, and(isNull(orders.userId), eq(orders.userEmail, account.email.toLowerCase())))!;
}

export async function listMyOrders(db: Db, userId: string, page: number): Promise<OrderListResponse> {
  const mine = await ownedBy(db, userId);
  const [rows, totals] = await db.transaction(
    async (tx) => {
      const pageRows = await tx
        .select(orderSummaryColumns)
        .from(orders)
        .where(mine)
        .orderBy(...newestFirst)
        .limit(ORDER_PAGE_SIZE)
        .offset((page - 1) * ORDER_PAGE_SIZE);
      const [counted] = await tx.select({ total: count() }).from(orders).where(mine);
      return [pageRows, counted] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const total = totals?.total ?? 0;
  return {
    items: rows.map(toOrderSummary),
    total,
    page,
    pageSize: ORDER_PAGE_SIZE,
    pageCount: pageCountOf(total, ORDER_PAGE_SIZE),
  };
}

export async function getMyOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), await ownedBy(db, userId)));
  if (!row) throw notFound();
  return withStatusDates(db, forShopper(toOrderDto(row, await readRefunds(db, row.id))));
}

/** Every order of the shopper's, newest first, as their order details show it (their data export). */
export async function allMyOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(await ownedBy(db, userId))
    .orderBy(...newestFirst);
  return Promise.all(
    rows.map(async (row) => withStatusDates(db, forShopper(toOrderDto(row, await readRefunds(db, row.id))))),
  );
}

/** The shopper's orders not yet delivered or cancelled: an account cannot go while one is on its way. */
export async function countOrdersUnderway(db: Db, userId: string): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(await ownedBy(db, userId), notInArray(orders.status, ['Delivered', CANCELLED_STATUS])));
  return counted?.n ?? 0;
}
