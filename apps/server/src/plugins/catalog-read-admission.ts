// Uncached catalogue listings (a search nobody asked for lately) wait their turn here (decision 034):
// the shop's admission queue (./admission.ts) in its turn-sliced configuration. A crowd of varied
// searches otherwise ran every search the moment its request was read: a few hundred at once kept
// the event loop busy for seconds per turn, every answer and every new connection waited behind
// them, and the work of clients that had already left was done all the same.
// Here loads run a slice of each turn of the event loop (connections, timers and other requests are
// served in between); at most `concurrency` wait on the database at once; a load whose client left
// while it waited costs nothing; and no load waits longer than `maxWaitMs`: a request that would
// (the queue ahead of it, at the pace loads have been finishing) is answered 503 with Retry-After at
// once, and one found that old when its turn comes gets the 503 then. Cached answers never come here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopBusy } from '../lib/app-error.js';
import { createAdmission, type AdmissionCounters } from './admission.js';
import { isClientGone } from './exchange-end.js';

/** Waiting loads at most, however fast they go (memory). */
const MAX_WAITING = 10_000;

export type CatalogReadAdmissionOptions = {
  /** Loads waiting on the database at once (loads answered from memory take no time off it). */
  concurrency: number;
  /** No load waits longer than this for its turn: it is answered 503, as are new ones meanwhile. */
  maxWaitMs: number;
  retryAfterSeconds: number;
  /** Told of each load turned away. */
  onRefused?: () => void;
};

export type CatalogReadAdmission = {
  /** Runs `load` in its turn; throws the 503 when the queue is too old (or the client left meanwhile). */
  run: <T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>) => Promise<T>;
  counters: () => AdmissionCounters;
};

export function createCatalogReadAdmission(options: CatalogReadAdmissionOptions): CatalogReadAdmission {
  const admission = createAdmission({
    concurrency: options.concurrency,
    queueLimit: MAX_WAITING,
    drain: 'turn-sliced',
    maxWaitMs: options.maxWaitMs,
    onRefused: options.onRefused,
    // Monotonic: a turn's budget and a load's age must not jump with the wall clock.
    now: () => performance.now(),
  });
  const busy = () => shopBusy(options.retryAfterSeconds);
  return {
    async run(request, reply, load) {
      const ticket = admission.enter(undefined, () => isClientGone(request, reply));
      if (!ticket) throw busy();
      // Too late to be worth the work, or nobody left to read it: the cheapest answer.
      if (!(await ticket.admitted)) throw busy();
      try {
        return await load();
      } finally {
        ticket.end();
      }
    },
    counters: admission.counters,
  };
}
