// What the shop's modules tell the metrics: one call per event (an order placed, a payment
// captured), so no module needs to know Prometheus. Without METRICS_TOKEN nothing is collected and
// every call does nothing (NO_METRICS).

/** What became of a payment at the shop's end (declines are seen in test mode; Stripe's stay in its dashboard). */
export type PaymentOutcome = 'declined' | 'refused' | 'captured' | 'capture_failed';
export type RefundOutcome = 'succeeded' | 'failed';
/** Why a request was answered 503 at once instead of queued. */
export type ShedReason = 'event_loop_delay' | 'event_loop_utilization' | 'catalog_reads';

export type ShopMetrics = {
  orderPlaced: () => void;
  payment: (outcome: PaymentOutcome) => void;
  /** A refund settled: given back (its cents count), or refused at the provider. */
  refund: (outcome: RefundOutcome, amountCents: number) => void;
  requestShed: (reason: ShedReason) => void;
};

const ignore = () => undefined;

export const NO_METRICS: ShopMetrics = {
  orderPlaced: ignore,
  payment: ignore,
  refund: ignore,
  requestShed: ignore,
};
