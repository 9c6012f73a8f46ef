// Refunds and cancellations (issue 22, decision 027). A refund is reserved in the database first
// (reserve-refund.ts), then asked of the payment provider with a key of its own, then settled once:
// by the provider's answer or by its webhook, whichever comes first (the state moves from 'pending'
// only once, and only that move returns stock or closes the order). A refusal takes the reservation
// back, leaving the order as it was; an unanswered request stays pending and is asked again, with
// the same key, by the sweep.
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, lt } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  CANCELLED_STATUS,
  type CancelOrderRequest,
  type RefundRequest,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { orderRefunds, orders, type OrderNotificationKind } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { issueCreditNote } from '../../modules/invoices/index.js';
import { countOutsideRefund, markPaymentCaptured, undoReservedRefund } from '../../modules/orders/index.js';
import {
  RefundRefusedError,
  type PaymentProvider,
  type ProviderRefund,
} from '../../modules/payments/index.js';
import type { ShopMetrics } from '../../modules/metrics/index.js';
import { applyRefundEffects, type RefundEffects } from './refund-effects.js';
import {
  lockOrder,
  refundedUnits,
  remainingLines,
  reserveRefund,
  type RefundPlan,
  type RefundRow,
} from './reserve-refund.js';

/** A refund the provider has not answered for this long is asked again (same key) by the sweep. */
const RETRY_AFTER_MS = 60_000;

export type RefundServiceDeps = {
  db: Db;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  metrics: Pick<ShopMetrics, 'refund'>;
  /** Units went back to stock: the catalogue must show them. */
  onRestocked: (productIds: string[]) => Promise<void>;
  /** Sends a queued e-mail (the cancellation) in the background. */
  sendStatusEmail: (orderId: string, kind: OrderNotificationKind) => void;
};

export function createRefundService(deps: RefundServiceDeps) {
  const { db, payments, log } = deps;

  const afterEffects = async (effects: RefundEffects | undefined) => {
    if (!effects) return;
    if (effects.restocked.length > 0) await deps.onRestocked(effects.restocked);
    if (effects.queuedEmail) deps.sendStatusEmail(effects.orderId, effects.queuedEmail);
  };

  /** pending -> succeeded, once: returns stock and closes a cancelled order in the same transaction. */
  const settle = async (refundId: string, providerRefundId: string) => {
    const settled = await db.transaction(async (tx) => {
      const [refund] = await tx
        .update(orderRefunds)
        .set({ state: 'succeeded', providerRefundId, settledAt: new Date() })
        .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, 'pending')))
        .returning();
      if (!refund) return undefined;
      const order = await lockOrder(tx, refund.orderId);
      const effects = await applyRefundEffects(tx, order, refund.lines, {
        cancelsOrder: refund.cancelsOrder,
      });
      // The money is back: its credit note (decision 066), numbered last in the transaction.
      await issueCreditNote(tx, refund.orderId, refund.id);
      return { effects, amountCents: refund.amountCents };
    });
    if (!settled) return;
    deps.metrics.refund('succeeded', settled.amountCents);
    log.info({ refundId, providerRefundId }, 'refund settled');
    await afterEffects(settled.effects);
  };

  /** pending -> failed, once: the order's refunded amount goes back to what it was. */
  const fail = async (refundId: string, failure: string) => {
    const failed = await db.transaction(async (tx) => {
      const [refund] = await tx
        .update(orderRefunds)
        .set({ state: 'failed', failure, settledAt: new Date() })
        .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, 'pending')))
        .returning();
      if (!refund) return undefined;
      await undoReservedRefund(tx, refund.orderId, refund.amountCents);
      return refund;
    });
    if (failed) deps.metrics.refund('failed', failed.amountCents);
  };

  /** Asks the provider for a reserved refund and settles it by the answer. */
  const askProvider = async (refund: RefundRow, paymentIntentId: string): Promise<void> => {
    let answer: ProviderRefund;
    try {
      answer = await payments.refund({
        paymentIntentId,
        amountCents: refund.amountCents,
        idempotencyKey: `refund-${refund.id}`,
        metadata: { refund_id: refund.id, order_id: refund.orderId },
      });
    } catch (error) {
      if (error instanceof RefundRefusedError) {
        await fail(refund.id, error.message);
        throw new AppError('PAYMENT_FAILED', `The payment provider refused the refund: ${error.message}`);
      }
      log.error({ err: error, refundId: refund.id }, 'refund unanswered; the sweep asks again');
      throw new AppError(
        'UNAVAILABLE',
        'The payment provider did not answer. The refund is kept and asked for again in a minute.',
      );
    }
    await settleByAnswer(refund.id, answer);
  };

  const settleByAnswer = async (refundId: string, answer: ProviderRefund) => {
    if (answer.status === 'succeeded') {
      await settle(refundId, answer.id);
    } else if (answer.status === 'failed' || answer.status === 'canceled') {
      await fail(
        refundId,
        `The refund ${answer.status === 'failed' ? 'failed' : 'was canceled'} at the provider.`,
      );
    } else {
      // Pending at the provider: its webhook settles it.
      await db
        .update(orderRefunds)
        .set({ providerRefundId: answer.id })
        .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.state, 'pending')));
    }
  };

  /** Reserves, then asks the provider; the same key again answers as the first request did. */
  const run = async (
    orderId: string,
    plan: RefundPlan,
    key: string,
    reason: string | undefined,
    adminId: string,
  ) => {
    const reserved = await reserveRefund(db, { orderId, plan, idempotencyKey: key, reason, adminId });
    if (reserved.closed) return afterEffects(reserved.closed);
    const { refund, order } = reserved;
    if (!reserved.isNew) {
      if (refund.state === 'failed') {
        throw new AppError(
          'PAYMENT_FAILED',
          `The payment provider refused the refund: ${refund.failure ?? ''}`,
        );
      }
      // Succeeded, or still being asked for by the first request: nothing more to do.
      return undefined;
    }
    return askProvider(refund, order.paymentIntentId);
  };

  /**
   * Cancels an order that has not shipped: an authorisation is released (no money was taken),
   * a captured payment is refunded in full; either way every unit goes back to stock.
   */
  const cancel = async (orderId: string, request: CancelOrderRequest, adminId: string) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound();
    if (order.status === CANCELLED_STATUS) return undefined;
    if (!CANCELLABLE_STATUSES.includes(order.status)) {
      throw new AppError(
        'CONFLICT',
        `This order is ${order.status.replace(/\.+$/, '').toLowerCase()}: refund it instead of cancelling it.`,
      );
    }
    if (order.paymentState === 'authorized') {
      const released = await releaseAuthorisation(order.id, order.paymentIntentId);
      if (released) return undefined;
      // Captured meanwhile (the sweep): refund it like any paid order.
    }
    return run(orderId, { kind: 'rest' }, request.idempotencyKey, request.reason, adminId);
  };

  /** Voids the card's authorisation and closes the order; false when the payment was captured first. */
  const releaseAuthorisation = async (orderId: string, paymentIntentId: string): Promise<boolean> => {
    const intent = await payments.retrieveIntent(paymentIntentId);
    if (intent.status === 'succeeded') {
      await markPaymentCaptured(db, orderId);
      return false;
    }
    if (intent.status !== 'canceled') await payments.cancelIntent(paymentIntentId);
    const effects = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status === CANCELLED_STATUS) return undefined;
      const lines = remainingLines(order.items, await refundedUnits(tx, order.id));
      return applyRefundEffects(tx, order, lines, { cancelsOrder: true, paymentReleased: true });
    });
    await afterEffects(effects);
    return true;
  };

  /**
   * The provider's word on a payment's refunds (its webhook): settles the shop's pending refunds it
   * names, and records refunds made at the provider itself (its dashboard) so the books agree.
   */
  const reconcile = async (paymentIntentId: string) => {
    const [order] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
    if (!order) return;
    for (const answer of await payments.listRefunds(paymentIntentId)) {
      const ourId = answer.metadata.refund_id;
      const [ours] = await db
        .select()
        .from(orderRefunds)
        .where(ourId ? eq(orderRefunds.id, ourId) : eq(orderRefunds.providerRefundId, answer.id));
      if (ours) {
        if (ours.state === 'pending') await settleByAnswer(ours.id, answer);
      } else if (answer.status === 'succeeded') {
        await recordOutsideRefund(order.id, answer);
      }
    }
  };

  /** A refund made at the provider, not through the shop: counted once (its provider id is unique). */
  const recordOutsideRefund = async (orderId: string, answer: ProviderRefund) => {
    const recorded = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const [inserted] = await tx
        .insert(orderRefunds)
        .values({
          orderId,
          amountCents: answer.amountCents,
          state: 'succeeded',
          reason: 'Refunded at the payment provider',
          providerRefundId: answer.id,
          settledAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return false;
      await countOutsideRefund(tx, order, answer.amountCents);
      await applyRefundEffects(tx, order, [], { cancelsOrder: false });
      await issueCreditNote(tx, orderId, inserted.id);
      return true;
    });
    if (recorded) deps.metrics.refund('succeeded', answer.amountCents);
  };

  /** Asks again for refunds left unanswered (a lost connection, a crash between the two halves). */
  const retryPending = async () => {
    const stale = await db
      .select({ refund: orderRefunds, paymentIntentId: orders.paymentIntentId })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(
        and(
          eq(orderRefunds.state, 'pending'),
          lt(orderRefunds.createdAt, new Date(Date.now() - RETRY_AFTER_MS)),
        ),
      )
      .orderBy(asc(orderRefunds.createdAt))
      .limit(50);
    for (const { refund, paymentIntentId } of stale) {
      await askProvider(refund, paymentIntentId).catch((error: unknown) =>
        log.warn({ err: error, refundId: refund.id }, 'pending refund still not settled'),
      );
    }
  };

  return {
    refund: (orderId: string, request: RefundRequest, adminId: string) =>
      run(
        orderId,
        request.lines
          ? { kind: 'lines', lines: request.lines }
          : { kind: 'amount', amountCents: request.amountCents ?? 0 },
        request.idempotencyKey,
        request.reason,
        adminId,
      ),
    cancel,
    reconcile,
    retryPending,
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
