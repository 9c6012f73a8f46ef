// Writes are admitted at the rate the database can take them, and the rest are turned away at once
// with a 503 and Retry-After instead of queuing without bound. The embedded database runs on the
// server's own thread: 200 shoppers writing carts at once used to queue for seconds (p99 9.5 s,
// client timeouts) and slowed every read behind them. Reads never wait here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Provider callbacks are not shed: Stripe would retry them, but later than need be. */
const NEVER_SHED = new Set(['/api/stripe/webhook']);
/** Seconds a turned-away client is asked to wait. */
export const RETRY_AFTER_SECONDS = 1;

export type WriteAdmissionOptions = {
  /** Writes running at once (the embedded database does one thing at a time; a pool, more). */
  concurrency: number;
  /** Writes waiting their turn; one more is answered 503. */
  queueLimit: number;
};

/** A counting semaphore whose queue has a cap. */
export function createAdmission({ concurrency, queueLimit }: WriteAdmissionOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    /** Resolves with the release function once admitted; undefined when the queue is full. */
    async enter(): Promise<(() => void) | undefined> {
      if (running >= concurrency) {
        if (waiting.length >= queueLimit) return undefined;
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = waiting.shift();
        if (next)
          next(); // the slot passes straight to the next in line
        else running -= 1;
      };
    },
  };
}

const isShed = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  return WRITE_METHODS.has(request.method) && route.startsWith('/api/') && !NEVER_SHED.has(route);
};

export const writeAdmissionPlugin = fp((app: FastifyInstance, options: WriteAdmissionOptions) => {
  const admission = createAdmission(options);
  app.addHook('onRequest', async (request, reply) => {
    if (!isShed(request)) return;
    const release = await admission.enter();
    if (!release) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError('UNAVAILABLE', 'The shop is busy. Please try again in a moment.');
    }
    // Whatever ends the exchange (answer sent, error, client gone) frees the slot.
    reply.raw.once('close', release);
  });
});
