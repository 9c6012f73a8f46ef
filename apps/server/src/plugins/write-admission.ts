// Writes are admitted at the rate the database can take them, and the rest are turned away at once
// with a 503 and Retry-After instead of queuing without bound. The embedded database runs on the
// server's own thread: 200 shoppers writing carts at once used to queue for seconds (p99 9.5 s,
// client timeouts) and slowed every read behind them. Reads never wait here.
//
// Each write holds a ticket (./admission.ts) from the end of its body until its handler settles (a
// client trickling its body holds nothing, but for uploads, whose handler reads the body). The client hanging up is watched from the moment the
// ticket is taken, so one gone while waiting gives its place back at once and its handler never
// runs; one gone (or timed out) while running keeps its slot until its handler has finished with the
// database (hold-limited), so hang-ups and timeouts cannot push more work onto the database than it
// takes. Decision 021.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { createAdmission, type Ticket } from './admission.js';
import { isClientGone, whenExchangeEnds } from './exchange-end.js';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Provider callbacks are not shed: Stripe would retry them, but later than need be. */
const NEVER_SHED = new Set(['/api/stripe/webhook']);
/** Seconds a turned-away client is asked to wait. */
export const RETRY_AFTER_SECONDS = 1;
/** Full, or holding every slot with none given back, this long: not ready (a proxy moves traffic away). */
export const WRITE_STALL_MS = 5_000;

export type WriteAdmissionOptions = {
  /** Writes running at once (the embedded database does one thing at a time; a pool, more). */
  concurrency: number;
  /** Writes waiting their turn; one more is answered 503. */
  queueLimit: number;
  /**
   * A write's slot is taken back after this, whatever the write does: a little past the request
   * timeout (whose 503 normally ends it first; not for a client gone while its handler hangs).
   */
  holdLimitMs: number;
  stallMs?: number;
};

/**
 * WRITE_QUEUE_LIMIT, or its default for the backend. PGlite runs each write on the server's own
 * thread, so a long queue is seconds of everyone's wait: 64. PostgreSQL runs them off the thread,
 * a pool's worth at once, a cart or an order in a few milliseconds: 500 shoppers checking out in the
 * same moment through two instances (the scale benchmark) put 250 writes on each, which a queue of 64
 * turned away by the hundred while the pool drained them in about a second. Issue 23.
 */
export const writeQueueLimitOf = (configured: number | undefined, backend: 'pglite' | 'postgres'): number =>
  configured ?? (backend === 'pglite' ? 64 : 512);

const isShedRoute = (method: string, url: string) =>
  WRITE_METHODS.has(method) && url.startsWith('/api/') && !NEVER_SHED.has(url);
const isShed = (request: FastifyRequest) => isShedRoute(request.method, request.routeOptions.url ?? '');

/**
 * Sign-in, sign-up and reset: anyone may send them, from many addresses, and each costs a password
 * hash. They get half the slots and half the queue, so a flood of them (abandoned or not) leaves
 * shoppers' carts and orders the other half.
 */
const AUTH_LANE = 'auth';
const laneOf = (request: FastifyRequest) =>
  request.routeOptions.url?.startsWith('/api/auth/') ? AUTH_LANE : undefined;
const half = (count: number) => Math.max(1, Math.ceil(count / 2));

export const writeAdmissionPlugin = fp((app: FastifyInstance, options: WriteAdmissionOptions) => {
  const admission = createAdmission({
    concurrency: options.concurrency,
    queueLimit: options.queueLimit,
    lanes: { [AUTH_LANE]: { concurrency: half(options.concurrency), queueLimit: half(options.queueLimit) } },
    holdLimitMs: options.holdLimitMs,
    stallMs: options.stallMs ?? WRITE_STALL_MS,
    onOverheld: () => app.log.warn('a write held its slot past the request timeout; the slot was taken back'),
  });
  app.decorate('writeAdmission', admission);
  const tickets = new WeakMap<FastifyRequest, Ticket>();
  /** Writes whose handler is still at work, even if their answer has gone (a timeout's 503). */
  const working = new WeakSet<FastifyRequest>();

  /** Writes answered while they waited (the deadline's 503): they stop without being torn down. */
  const answeredWhileWaiting = new WeakSet<FastifyRequest>();

  /** Whether the write may go on to its handler. */
  const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    // A client already gone: nothing to answer, nothing to do.
    if (isClientGone(request, reply)) return abandon(reply);
    const ticket = admission.enter(laneOf(request));
    if (!ticket) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError('UNAVAILABLE', 'The shop is busy. Please try again in a moment.');
    }
    tickets.set(request, ticket);
    // Before any waiting: a client that hangs up while queued leaves the queue then and there.
    whenExchangeEnds(request, reply, () => {
      if (ticket.state === 'waiting') ticket.end();
    });
    if (await ticket.admitted) return true;
    // Out of the queue unadmitted: answered meanwhile (the write's deadline), or its client left.
    return answeredWhileWaiting.has(request) ? false : abandon(reply);
  };

  // Callback hooks: reads (the hot path) pass through without a promise each. Before the route's own
  // preHandlers, which may read the session from the database. A write that may not go on never
  // calls done: the rest of its chain must not run (it is answered, or its client is gone).
  app.addHook('preHandler', (request, reply, done) => {
    if (!isShed(request)) return done();
    admit(request, reply).then((goOn) => {
      if (goOn) done();
    }, done);
  });
  /** A write's work with the database is over, what is left only waits (a reset's padding): its slot goes to the next. */
  app.decorate('releaseWrite', (request: FastifyRequest) => tickets.get(request)?.end());
  // A write's slot is its handler's until the handler settles, answered or not: a timed-out write
  // still at work on the database must not make room for one more.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (!methods.some((method) => isShedRoute(method, route.url))) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      // Before the call: a handler may answer before its first await and go on working.
      working.add(request);
      const settled = () => {
        working.delete(request);
        tickets.get(request)?.end();
      };
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        working.delete(request);
        throw error;
      }
      if (result instanceof Promise) {
        result.then(settled, settled);
      } else {
        // Answered already, or it answers by callback later and its onSend frees the slot.
        working.delete(request);
        if (reply.sent) tickets.get(request)?.end();
      }
      return result;
    };
  });
  // Answered without a handler at work (refused, invalid, timed out while waiting, or a handler
  // that answers by callback): the slot is free.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const ticket = tickets.get(request);
    if (ticket?.state === 'waiting') answeredWhileWaiting.add(request);
    if (!working.has(request)) ticket?.end();
    done(null, payload);
  });
});

/** The client left before its write ran: stop here without running the handler. */
function abandon(reply: FastifyReply): false {
  reply.hijack();
  reply.raw.destroy();
  return false;
}
