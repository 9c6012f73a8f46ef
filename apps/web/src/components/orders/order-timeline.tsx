// What happened to an order, in order (issue 38): placed, shipped (with the parcel's tracking),
// delivered or cancelled, and each refund, each with its date; the steps still to come are listed
// without one while the order is on its way.
import type { ReactNode } from 'react';
import { CANCELLED_STATUS, formatMoney, type Order } from '@eshop/shared';
import { copy } from '../../copy';
import { formatOrderDate } from './order-status';
import styles from './order-timeline.module.css';

type Step = { key: string; label: string; at: string | null; detail?: ReactNode };

const dated = (iso: string) => formatOrderDate(iso, copy.orders.dateAt);

export function OrderTimeline({ order }: { order: Order }) {
  const dates = order.statusDates;
  const isCancelled = order.orderStatus === CANCELLED_STATUS;
  const tracking = order.trackingNumber ? (
    <>
      {copy.orders.tracking}: {order.trackingNumber}
      {order.trackingUrl && (
        <>
          {' · '}
          <a href={order.trackingUrl} target="_blank" rel="noreferrer">
            {copy.orders.trackParcel}
          </a>
        </>
      )}
    </>
  ) : undefined;

  const happened: Step[] = [
    { key: 'placed', label: copy.orders.timeline.placed, at: order.createdAt },
    ...(dates?.shipped
      ? [{ key: 'shipped', label: copy.orders.timeline.shipped, at: dates.shipped, detail: tracking }]
      : []),
    ...(dates?.delivered
      ? [{ key: 'delivered', label: copy.orders.timeline.delivered, at: dates.delivered }]
      : []),
    ...(dates?.cancelled
      ? [{ key: 'cancelled', label: copy.orders.timeline.cancelled, at: dates.cancelled }]
      : []),
    ...order.refunds
      .filter((refund) => refund.state !== 'failed')
      .map((refund) => ({
        key: refund.id,
        label: copy.orders.timeline.refunded(formatMoney(refund.amountCents, order.totals.currency)),
        at: refund.createdAt,
        detail: refund.reason ?? undefined,
      })),
  ].sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));

  // While it is on its way: what is still to come.
  const toCome: Step[] = isCancelled
    ? []
    : [
        ...(dates?.shipped ? [] : [{ key: 'shipped', label: copy.orders.timeline.shipped, at: null }]),
        ...(dates?.delivered ? [] : [{ key: 'delivered', label: copy.orders.timeline.delivered, at: null }]),
      ];

  return (
    <section className={styles.timeline} aria-labelledby="order-timeline">
      <h2 id="order-timeline">{copy.orders.timeline.heading}</h2>
      <ol>
        {[...happened, ...toCome].map((step) => (
          <li key={step.key} className={step.at ? styles.done : styles.toCome}>
            <span className={styles.label}>{step.label}</span>
            <span className={styles.when}>{step.at ? dated(step.at) : copy.orders.timeline.notYet}</span>
            {step.detail && <span className={styles.detail}>{step.detail}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
