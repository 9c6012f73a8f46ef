// The Prometheus registry of one app instance (prom-client): the process's default metrics (memory,
// event loop lag, GC), the HTTP latency histogram, and the counters behind ShopMetrics. A registry of
// its own, not prom-client's global one, so several apps in one process (tests) never clash.
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { ShopMetrics } from './shop-metrics.js';

/** Seconds; from a cached listing (~1 ms) to a request at the timeout's edge. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type RequestSample = {
  method: string;
  /** The route's pattern (/api/products/:id), never the URL: one series per route, not per id. */
  route: string;
  statusCode: number;
  seconds: number;
};

export type Metrics = {
  registry: Registry;
  shop: ShopMetrics;
  observeRequest: (sample: RequestSample) => void;
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders written (one per paid checkout).',
    registers,
  });
  const payments = new Counter({
    name: 'shop_payments_total',
    help: 'Payments by outcome: declined (test mode), refused (authorisation released), captured, capture_failed.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const refunds = new Counter({
    name: 'shop_refunds_total',
    help: 'Refunds settled, by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const refundedCents = new Counter({
    name: 'shop_refunded_cents_total',
    help: 'Money given back by settled refunds, in cents.',
    registers,
  });
  const shed = new Counter({
    name: 'shop_requests_shed_total',
    help: 'Requests answered 503 at once because the instance was overloaded, by reason.',
    labelNames: ['reason'] as const,
    registers,
  });

  return {
    registry,
    shop: {
      orderPlaced: () => ordersPlaced.inc(),
      payment: (outcome) => payments.inc({ outcome }),
      refund: (outcome, amountCents) => {
        refunds.inc({ outcome });
        if (outcome === 'succeeded') refundedCents.inc(amountCents);
      },
      requestShed: (reason) => shed.inc({ reason }),
    },
    observeRequest: ({ method, route, statusCode, seconds }) =>
      requestDuration.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds),
  };
}
