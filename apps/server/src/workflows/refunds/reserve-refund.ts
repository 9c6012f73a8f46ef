// The first half of a refund, in one transaction with the order's row locked: work out what it is
// worth, check it against what is left, and write it 'pending' with its amount already counted in
// the order's refunded_cents. Two admins clicking at once queue on the lock, and the second sees
// what the first took; the same request again (its idempotency key) finds the first one's row.
import { and, eq } from 'drizzle-orm';
import {
  CANCELLED_STATUS,
  formatMoney,
  lineKeyOf,
  lineName,
  lineRefundCents,
  refundedUnitsOf,
  type OrderItem,
  type RefundLine,
} from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { orderRefunds, orders } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { countReservedRefund } from '../../modules/orders/index.js';
import { applyRefundEffects, type RefundEffects } from './refund-effects.js';

export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

export type RefundPlan =
  | { kind: 'lines'; lines: RefundLine[] }
  | { kind: 'amount'; amountCents: number }
  /** A cancellation: everything not yet given back, every unit not yet returned back to stock. */
  | { kind: 'rest' };

/**
 * The refund written (or found again by its key); or, for a cancellation with no money left to give
 * back, none: the order was closed at once (`closed`).
 */
export type Reserved =
  | { refund: RefundRow; order: OrderRow; isNew: boolean; closed?: undefined }
  | { refund?: undefined; order: OrderRow; isNew: boolean; closed: RefundEffects };

/** The order's row, locked until the transaction ends. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound();
  return order;
}

/** Units of each order line given back so far, by `lineKeyOf` (refunds made or being made). */
export async function refundedUnits(tx: Pick<Db, 'select'>, orderId: string): Promise<Map<string, number>> {
  const refunds = await tx
    .select({ state: orderRefunds.state, lines: orderRefunds.lines })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return refundedUnitsOf(refunds);
}

/** The lines a cancellation returns: every unit not yet given back, all to stock. */
/** A refund line naming the order line it gives back: its product, and its variant when it has one. */
const refundLineOf = (item: OrderItem, quantity: number, restock: boolean): RefundLine => ({
  id: item.id,
  ...(item.variantId ? { variantId: item.variantId } : {}),
  quantity,
  restock,
});

export function remainingLines(items: OrderItem[], given: Map<string, number>): RefundLine[] {
  return items
    .map((item) => refundLineOf(item, item.cartQuantity - (given.get(lineKeyOf(item)) ?? 0), true))
    .filter((line) => line.quantity > 0);
}

/**
 * The order line a refund line gives back: the one with its variant, or, named by product alone (an
 * admin page opened before variants), the product's only line on the order.
 */
function orderLineOf(order: OrderRow, line: RefundLine): OrderItem {
  const matches = order.items.filter((item) =>
    line.variantId ? item.variantId === line.variantId && item.id === line.id : item.id === line.id,
  );
  const [item] = matches;
  if (!item) throw new AppError('VALIDATION_ERROR', `Product ${line.id} is not on this order.`);
  if (matches.length > 1) {
    throw new AppError('VALIDATION_ERROR', `${item.name} has several lines on this order: name the variant.`);
  }
  return item;
}

/** What the lines are worth, and the lines as stored (each naming its order line's variant). */
function priceLines(
  order: OrderRow,
  lines: RefundLine[],
  given: Map<string, number>,
): { amountCents: number; lines: RefundLine[] } {
  let amountCents = 0;
  const asked = new Map<string, number>();
  const named: RefundLine[] = [];
  for (const line of lines) {
    const item = orderLineOf(order, line);
    const key = lineKeyOf(item);
    const before = asked.get(key) ?? 0;
    const wanted = before + line.quantity;
    asked.set(key, wanted);
    const left = item.cartQuantity - (given.get(key) ?? 0);
    if (wanted > left) {
      throw new AppError('CONFLICT', `Only ${left} of ${lineName(item)} can still be refunded.`);
    }
    amountCents += lineRefundCents(
      item,
      line.quantity,
      order.pricesIncludeTax,
      (given.get(key) ?? 0) + before,
    );
    named.push(refundLineOf(item, line.quantity, line.restock));
  }
  return { amountCents, lines: named };
}

export async function reserveRefund(
  db: Db,
  input: {
    orderId: string;
    plan: RefundPlan;
    idempotencyKey: string;
    reason: string | undefined;
    adminId: string;
  },
): Promise<Reserved> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const [earlier] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.idempotencyKey, input.idempotencyKey)));
    if (earlier) return { refund: earlier, order, isNew: false };

    if (order.status === CANCELLED_STATUS) {
      // A second cancel (another admin's) finds the work done; a refund finds nothing to give back.
      if (input.plan.kind === 'rest')
        return { order, isNew: false, closed: { orderId: order.id, restocked: [], queuedEmail: undefined } };
      throw new AppError('CONFLICT', 'This order is cancelled already.');
    }
    if (order.paymentState === 'authorized') {
      throw new AppError(
        'CONFLICT',
        'The payment of this order was not taken yet: cancel the order to release it.',
      );
    }
    if (order.paymentState === 'canceled') {
      throw new AppError(
        'CONFLICT',
        'This order was never paid (its payment was released): there is nothing to refund.',
      );
    }
    const given = await refundedUnits(tx, order.id);
    const left = order.amountCents - order.refundedCents;
    const cancelsOrder = input.plan.kind === 'rest';
    const { amountCents, lines } =
      input.plan.kind === 'lines'
        ? priceLines(order, input.plan.lines, given)
        : input.plan.kind === 'amount'
          ? { amountCents: input.plan.amountCents, lines: [] }
          : { amountCents: left, lines: remainingLines(order.items, given) };
    if (amountCents > left) {
      throw new AppError(
        'CONFLICT',
        `At most ${formatMoney(left, order.currency)} is left to refund on this order.`,
      );
    }
    if (amountCents <= 0) {
      if (!cancelsOrder) throw new AppError('CONFLICT', 'There is nothing left to refund on this order.');
      const [underWay] = await tx
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.state, 'pending')));
      // Closing now would call it cancelled before that money is known to be back.
      if (underWay)
        throw new AppError('CONFLICT', 'A refund of this order is under way; try again in a minute.');
      // Refunded in full already: cancelling moves no money, it only closes the order.
      const closed = await applyRefundEffects(tx, order, lines, { cancelsOrder: true });
      return { order, isNew: true, closed };
    }
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        amountCents,
        lines,
        reason: input.reason || null,
        cancelsOrder,
        idempotencyKey: input.idempotencyKey,
        createdBy: input.adminId,
      })
      .returning();
    if (!refund) throw new Error('refund not written');
    const updated = await countReservedRefund(tx, order, amountCents);
    return { refund, order: updated ?? order, isNew: true };
  });
}
