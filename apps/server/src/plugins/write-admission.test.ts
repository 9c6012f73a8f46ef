// Whatever mix of answers, failures, timeouts and hang-ups (waiting, running, mid-body) a burst of
// writes brings, over real sockets: no more handlers run at once than the admission allows, and
// once the burst is over its counters are back at zero and a write goes through.
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendWrite } from '../test-support/abandoning-client.js';
import { errorHandlerPlugin } from './error-handler.js';
import { writeAdmissionPlugin, writeQueueLimitOf } from './write-admission.js';
import { writeDeadlinePlugin } from './write-deadline.js';

const CONCURRENCY = 2;
const HANDLER_TIMEOUT_MS = 300;
const HOLD_LIMIT_MS = 600;

type Outcome = 'answer' | 'fail' | 'hang';
type Write = {
  outcome: Outcome;
  /** Turns of the event loop its work with the database takes (other requests are served meanwhile). */
  workTurns: number;
  /** The client hangs up this long after it starts (mid-body: before it sent the whole body). */
  hangUpMs: number | null;
  midBody: boolean;
};

async function startWorkServer() {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(writeDeadlinePlugin, { timeoutMs: HANDLER_TIMEOUT_MS });
  await app.register(writeAdmissionPlugin, {
    concurrency: CONCURRENCY,
    queueLimit: 6,
    holdLimitMs: HOLD_LIMIT_MS,
  });
  const load = { active: 0, maxActive: 0 };
  app.post<{ Body: Write }>('/api/work', async (request) => {
    const { outcome, workTurns } = request.body;
    if (outcome === 'hang') return new Promise(() => {}); // a database gone silent
    load.active += 1;
    load.maxActive = Math.max(load.maxActive, load.active);
    try {
      for (let turn = 0; turn < workTurns; turn += 1) await nextLoopTurn();
      if (outcome === 'fail') throw new Error('the write failed');
      return { done: true };
    } finally {
      load.active -= 1;
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, load, port: (app.server.address() as AddressInfo).port };
}

/** Sends one write as told; its status, or 0 when the client hung up first. */
const send = async (port: number, { hangUpMs, midBody, ...write }: Write) =>
  (await sendWrite(port, { method: 'POST', path: '/api/work', payload: write, hangUpMs, midBody })).status;

const nextLoopTurn = () => new Promise((resolve) => setImmediate(resolve));
/**
 * Turns the event loop (sockets are read meanwhile) until `isDone`; on fake timers, whose clock
 * vi.waitFor and expect.poll would move. Gives up after 10 s.
 */
async function untilLoopTurn(isDone: () => boolean) {
  const giveUpAt = performance.now() + 10_000;
  while (!isDone()) {
    if (performance.now() > giveUpAt) throw new Error('the condition was not met within 10 s');
    await nextLoopTurn();
  }
}

/** The counters once nothing runs or waits any more (a hanging write's slot is back at the hold limit). */
const countersSettle = (app: Awaited<ReturnType<typeof startWorkServer>>['app']) =>
  vi.waitFor(
    () => {
      const counters = app.writeAdmission.counters();
      expect(counters).toMatchObject({ running: 0, waiting: 0 });
      return counters;
    },
    { timeout: HOLD_LIMIT_MS + 3_000, interval: 20 },
  );

describe('write admission over real sockets', () => {
  let server: Awaited<ReturnType<typeof startWorkServer>>;
  beforeAll(async () => {
    server = await startWorkServer();
  });
  afterAll(async () => {
    await server?.app.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a write that hangs with a 503 at the timeout, and holds its slot until the hold limit', async () => {
    // The timeout and the hold limit pass on the test's clock (timers only: sockets keep real time).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answered = false;
    const sending = send(server.port, { outcome: 'hang', workTurns: 0, hangUpMs: null, midBody: false }).then(
      (status) => ((answered = true), status),
    );
    await untilLoopTurn(() => server.app.writeAdmission.counters().running === 1);
    vi.advanceTimersByTime(HANDLER_TIMEOUT_MS - 1);
    // A few more turns of the loop for an answer to come, if one were on its way: none is.
    for (let turn = 0; turn < 20; turn += 1) await nextLoopTurn();
    expect(answered).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await sending).toBe(503);
    // Answered before the hold limit, while its handler is still at work: the slot is not given to one more.
    expect(server.app.writeAdmission.counters()).toMatchObject({ running: 1, overheld: 0 });
    // The hold limit counts from its admission, as the timeout did.
    vi.advanceTimersByTime(HOLD_LIMIT_MS - HANDLER_TIMEOUT_MS - 1);
    expect(server.app.writeAdmission.counters()).toMatchObject({ running: 1, overheld: 0 });
    vi.advanceTimersByTime(1);
    expect(server.app.writeAdmission.counters()).toMatchObject({ running: 0, waiting: 0, overheld: 1 });
  });

  it('returns to zero after any mix of answers, failures, timeouts and hang-ups', async () => {
    const write: fc.Arbitrary<Write> = fc.record({
      outcome: fc.constantFrom<Outcome>('answer', 'answer', 'answer', 'fail', 'hang'),
      workTurns: fc.integer({ min: 0, max: 60 }),
      hangUpMs: fc.option(fc.integer({ min: 0, max: 250 }), { nil: null }),
      midBody: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 10, maxLength: 40 }), async (burst) => {
        // A client sending half a body and never hanging up would wait for the request timeout.
        const writes = burst.map((w) => (w.midBody && w.hangUpMs === null ? { ...w, midBody: false } : w));
        server.load.maxActive = 0;
        const statuses = await Promise.all(writes.map((w) => send(server.port, w)));

        expect(server.load.maxActive).toBeLessThanOrEqual(CONCURRENCY);
        // Every answer is one a client may get: done, failed (500), busy or timed out (503).
        expect(statuses.every((status) => [0, 200, 500, 503].includes(status))).toBe(true);
        expect(await countersSettle(server.app)).toMatchObject({ running: 0, waiting: 0 });
        expect(server.app.writeAdmission.stall()).toBeUndefined();
        const after = await send(server.port, {
          outcome: 'answer',
          workTurns: 0,
          hangUpMs: null,
          midBody: false,
        });
        expect(after).toBe(200);
      }),
      { numRuns: 8 },
    );
  });
});

describe('the write queue limit', () => {
  it('is what WRITE_QUEUE_LIMIT says, or 64 on the embedded database and 512 on PostgreSQL', () => {
    expect(writeQueueLimitOf(undefined, 'pglite')).toBe(64);
    expect(writeQueueLimitOf(undefined, 'postgres')).toBe(512);
    expect(writeQueueLimitOf(0, 'postgres')).toBe(0);
    expect(writeQueueLimitOf(100, 'pglite')).toBe(100);
  });
});
