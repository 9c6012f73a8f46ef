// Sheds load the process cannot keep up with (decision 034). @fastify/under-pressure samples the
// event loop; during a spell when its mean delay (or its utilisation) is past the limit, requests are
// answered 503 with Retry-After at once, in the API's shape, instead of adding their work to a backlog.
// A request taken up while the loop is keeping up (it came round to its timers a moment ago) is still
// served: so the shop answers again the moment a crowd leaves, not a sample later, and a lone slow
// moment (a long query on the embedded database) turns away only what queued behind it.
// /api/health stays 200 (the process is alive; restarting it would only lose capacity), while
// /api/ready answers 503 like the rest, so a load balancer that probes it sends traffic to other
// instances while the overload lasts. The metrics and the payment provider's callbacks are never shed,
// nor the web app's own code and styles (/assets/): a page already sent cannot come alive without them,
// and one lost to a 503 left a drawn page dead until reloaded (seen in the journeys at start-up), while
// each costs the loop little (a file, compressed at build time).
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shopBusy } from '../lib/app-error.js';
import type { ShedReason } from '../modules/metrics/shop-metrics.js';

export type OverloadOptions = {
  /** Event-loop delay (ms) beyond which requests are shed; 0: not watched. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0-1) beyond which requests are shed; 0: not watched. */
  maxEventLoopUtilization: number;
  retryAfterSeconds: number;
  /** How often under-pressure samples the event loop. */
  sampleIntervalMs?: number;
  onShed?: (reason: ShedReason) => void;
};

/**
 * under-pressure's own default. NOTE: a sample in which the loop never came round (one stall longer
 * than the interval) reads as an infinite delay: a shorter interval makes more lone stalls count.
 */
export const OVERLOAD_SAMPLE_INTERVAL_MS = 1_000;
/** A request taken up this long after the loop last came round waited in a backlog: it may be shed. */
const BEHIND_MS = 50;
const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000;

/** OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, or its default: 1000 ms, off under NODE_ENV=test (see env.ts). */
export const maxEventLoopDelayMsOf = (config: {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS?: number | undefined;
  NODE_ENV: string;
}): number =>
  config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS ??
  (config.NODE_ENV === 'test' ? 0 : DEFAULT_MAX_EVENT_LOOP_DELAY_MS);
/** How often the loop's turns are noted (what "behind" is measured against). */
const TURN_EVERY_MS = 10;
const NEVER_SHED = new Set(['/api/health', '/metrics', '/api/stripe/webhook']);
const isNeverShed = (route: string) => NEVER_SHED.has(route) || route.startsWith('/assets/');
/** An overload is logged once in a while, not once per request turned away. */
const LOG_EVERY_MS = 10_000;

/** How long since the event loop last got round to its timers: a request taken up much later sits in a backlog. */
function watchLoopTurns() {
  let lastTurn = performance.now();
  const timer = setInterval(() => {
    lastTurn = performance.now();
  }, TURN_EVERY_MS);
  timer.unref();
  return { behindMs: () => performance.now() - lastTurn, stop: () => clearInterval(timer) };
}

export const overloadPlugin = fp(async (app: FastifyInstance, options: OverloadOptions) => {
  if (options.maxEventLoopDelayMs === 0 && options.maxEventLoopUtilization === 0) return;
  const turns = watchLoopTurns();
  app.addHook('onClose', async () => turns.stop());
  let loggedAt = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    // The utilisation of the last sample, not since start: an overload now, not on average.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: options.sampleIntervalMs ?? OVERLOAD_SAMPLE_INTERVAL_MS,
    // Called only during a spell of pressure; undefined lets the request through.
    pressureHandler: (request, _reply, type, value) => {
      if (isNeverShed(request.routeOptions.url ?? '')) return undefined;
      if (turns.behindMs() < BEHIND_MS) return undefined;
      const reason = type === 'eventLoopUtilization' ? 'event_loop_utilization' : 'event_loop_delay';
      options.onShed?.(reason);
      const now = Date.now();
      if (now - loggedAt > LOG_EVERY_MS) {
        loggedAt = now;
        request.log.warn({ reason, value }, 'overloaded: requests are answered 503 until it passes');
      }
      return Promise.reject(shopBusy(options.retryAfterSeconds));
    },
  });
});
