// Uncached catalogue listings (a search nobody asked for lately) wait their turn here (decision 034).
// A crowd of varied searches otherwise ran every search the moment its request was read: a few
// hundred at once kept the event loop busy for seconds per turn, every answer and every new
// connection waited behind them, and the work of clients that had already left was done all the same.
// Here loads run a slice of each turn of the event loop (connections, timers and other requests are
// served in between); at most `concurrency` wait on the database at once; a load whose client left
// while it waited costs nothing; and no load waits longer than `maxWaitMs`: a request that would
// (the queue ahead of it, at the pace loads have been finishing) is answered 503 with Retry-After at
// once, and one found that old when its turn comes gets the 503 then. Cached answers never come here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { shopBusy } from '../lib/app-error.js';
import { isClientGone } from './exchange-end.js';

/**
 * Loads run back to back for at least this long, and at least as long as the rest of the last turn
 * took (reading requests, refusing some), so they keep half the CPU when refusals pile up; at most
 * the longer bound, so the loop always comes round.
 */
const TURN_BUDGET_MS = { min: 10, max: 100 };
/** Waiting loads at most, however fast they go (memory). */
const MAX_WAITING = 10_000;
/** Weight of the newest gap between two loads finishing in the running pace. */
const PACE_WEIGHT = 0.1;

export type CatalogReadAdmissionOptions = {
  /** Loads waiting on the database at once (loads answered from memory take no time off it). */
  concurrency: number;
  /** No load waits longer than this for its turn: it is answered 503, as are new ones meanwhile. */
  maxWaitMs: number;
  retryAfterSeconds: number;
  /** Told of each load turned away. */
  onRefused?: () => void;
};

export type CatalogReadCounters = {
  running: number;
  waiting: number;
  /** Since start: loads run, turned away (on arrival or after waiting too long), and dropped because their client left. */
  admitted: number;
  refused: number;
  leftQueue: number;
};

export type CatalogReadAdmission = {
  /** Runs `load` in its turn; throws the 503 when the queue is too old (or the client left meanwhile). */
  run: <T>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<T>) => Promise<T>;
  counters: () => CatalogReadCounters;
};

type Waiting = {
  request: FastifyRequest;
  reply: FastifyReply;
  since: number;
  start: () => Promise<void>;
  drop: () => void;
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createCatalogReadAdmission(options: CatalogReadAdmissionOptions): CatalogReadAdmission {
  const counters: CatalogReadCounters = { running: 0, waiting: 0, admitted: 0, refused: 0, leftQueue: 0 };
  // Insertion-ordered: the first is the oldest.
  const queue = new Set<Waiting>();
  let isDraining = false;
  let isScheduled = false;
  let lastTurnEndedAt = performance.now();
  /** Milliseconds between two loads finishing while others waited: how fast the queue moves. */
  let paceMs = 0;
  let lastFinishedAt: number | undefined;

  const noteFinished = () => {
    const now = performance.now();
    if (lastFinishedAt !== undefined) paceMs += PACE_WEIGHT * (now - lastFinishedAt - paceMs);
    // The next gap counts only if loads are waiting now (an idle spell is not the queue's pace).
    lastFinishedAt = queue.size > 0 ? now : undefined;
  };

  const scheduleDrain = () => {
    if (isScheduled) return;
    isScheduled = true;
    setImmediate(() => {
      isScheduled = false;
      void drain();
    });
  };

  const oldest = (): Waiting | undefined => queue.values().next().value;
  const refuse = () => {
    counters.refused += 1;
    options.onRefused?.();
  };

  async function drain(): Promise<void> {
    if (isDraining) return;
    isDraining = true;
    const turnStartedAt = performance.now();
    const budget = Math.min(
      TURN_BUDGET_MS.max,
      Math.max(TURN_BUDGET_MS.min, turnStartedAt - lastTurnEndedAt),
    );
    try {
      for (let next = oldest(); next && counters.running < options.concurrency; next = oldest()) {
        if (performance.now() - turnStartedAt > budget) {
          scheduleDrain();
          return;
        }
        queue.delete(next);
        counters.waiting = queue.size;
        if (isClientGone(next.request, next.reply)) {
          counters.leftQueue += 1;
          next.drop();
          continue;
        }
        if (performance.now() - next.since > options.maxWaitMs) {
          refuse();
          next.drop();
          continue;
        }
        counters.running += 1;
        counters.admitted += 1;
        const settled = next.start().finally(() => {
          counters.running -= 1;
          noteFinished();
          if (queue.size > 0) scheduleDrain();
        });
        // A load answered from the in-memory index settles within this turn: the next follows at
        // once. One waiting on the database lets the turn go on without it.
        await Promise.race([settled, nextTurn()]);
      }
    } finally {
      isDraining = false;
      lastTurnEndedAt = performance.now();
    }
  }

  return {
    run(request, reply, load) {
      const first = oldest();
      const isBehind = first !== undefined && performance.now() - first.since > options.maxWaitMs;
      const wouldWaitTooLong = queue.size * paceMs > options.maxWaitMs;
      if (isBehind || wouldWaitTooLong || queue.size >= MAX_WAITING) {
        refuse();
        return Promise.reject(shopBusy(options.retryAfterSeconds));
      }
      return new Promise((resolve, reject) => {
        queue.add({
          request,
          reply,
          since: performance.now(),
          start: () => load().then(resolve, reject),
          // Too late to be worth the work, or nobody left to read it: the cheapest answer.
          drop: () => reject(shopBusy(options.retryAfterSeconds)),
        });
        counters.waiting = queue.size;
        scheduleDrain();
      });
    },
    counters: () => ({ ...counters }),
  };
}
