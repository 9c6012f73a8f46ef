// The sweep that makes sure no payment is left without its order: at start and then periodically it
// completes checkouts whose card was authorised but whose order was never written (the server died,
// the browser closed), captures orders still only authorised, resends unsent confirmations and
// status e-mails, and
// releases checkouts abandoned for a day.
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { checkouts, orders, type OrderNotificationKind } from '../../db/schema/index.js';
import { findUnsentNotifications } from '../../modules/orders/index.js';
import { isAuthorised } from '../../modules/payments/index.js';
import {
  captureOrderPayment,
  claimCheckout,
  completeCheckout,
  type CompleteCheckoutDeps,
} from './complete-checkout.js';

const BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;
/** Card authorisations lapse after about 7 days; older checkouts are not looked at again. */
const AUTHORISATION_LIFETIME_MS = 7 * 24 * HOUR_MS;
const ABANDONED_AFTER_MS = 24 * HOUR_MS;

export type RecoveryDeps = CompleteCheckoutDeps & {
  sendConfirmation: (orderId: string) => Promise<void>;
  sendNotification: (orderId: string, kind: OrderNotificationKind) => Promise<void>;
};
export type RecoveryReport = {
  ordersCreated: number;
  captured: number;
  emailsSent: number;
  released: number;
};

/** One pass of the sweep. `minAgeMs` leaves checkouts a shopper is still paying for to the shopper. */
export async function recoverPayments(deps: RecoveryDeps, { minAgeMs = 0 } = {}): Promise<RecoveryReport> {
  const { db, payments, log } = deps;
  const now = Date.now();
  const report: RecoveryReport = { ordersCreated: 0, captured: 0, emailsSent: 0, released: 0 };

  const open = await db
    .select({ id: checkouts.id, paymentIntentId: checkouts.paymentIntentId, createdAt: checkouts.createdAt })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.state, 'open'),
        eq(checkouts.provider, payments.name),
        lt(checkouts.createdAt, new Date(now - minAgeMs)),
        gt(checkouts.createdAt, new Date(now - AUTHORISATION_LIFETIME_MS)),
      ),
    )
    .orderBy(asc(checkouts.createdAt))
    .limit(BATCH);
  for (const checkout of open) {
    try {
      const intent = await payments.retrieveIntent(checkout.paymentIntentId);
      if (isAuthorised(intent.status)) {
        const { isNew } = await completeCheckout(deps, checkout.paymentIntentId);
        if (isNew) report.ordersCreated += 1;
      } else if (intent.status === 'canceled' || now - checkout.createdAt.getTime() > ABANDONED_AFTER_MS) {
        // Claim first: if the shopper's payment wrote its order meanwhile, the claim fails and the
        // payment is left alone. If the shopper pays after the claim, this cancel releases the card.
        if (await claimCheckout(db, checkout.id, 'canceled')) {
          if (intent.status !== 'canceled') await payments.cancelIntent(checkout.paymentIntentId);
          report.released += 1;
        }
      }
    } catch (error) {
      log.error({ err: error, checkoutId: checkout.id }, 'recovering a checkout failed; next sweep retries');
    }
  }

  const unfinished = await db
    .select({
      id: orders.id,
      paymentIntentId: orders.paymentIntentId,
      paymentState: orders.paymentState,
      confirmationSentAt: orders.confirmationSentAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.provider, payments.name),
        or(eq(orders.paymentState, 'authorized'), isNull(orders.confirmationSentAt)),
        lt(orders.createdAt, new Date(now - minAgeMs)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  for (const order of unfinished) {
    if (order.paymentState === 'authorized' && (await captureOrderPayment(deps, order))) {
      report.captured += 1;
    }
    if (!order.confirmationSentAt) {
      try {
        await deps.sendConfirmation(order.id);
        report.emailsSent += 1;
      } catch (error) {
        log.error({ err: error, orderId: order.id }, 'order confirmation e-mail failed; next sweep retries');
      }
    }
  }
  // Shipped and delivered e-mails whose background send failed (or whose sender died).
  for (const queued of await findUnsentNotifications(db, new Date(now - minAgeMs), BATCH)) {
    try {
      await deps.sendNotification(queued.orderId, queued.kind);
      report.emailsSent += 1;
    } catch (error) {
      log.error({ err: error, ...queued }, 'order status e-mail failed; next sweep retries');
    }
  }
  if (report.ordersCreated + report.captured + report.emailsSent + report.released > 0) {
    log.info(report, 'payment recovery sweep');
  }
  return report;
}
