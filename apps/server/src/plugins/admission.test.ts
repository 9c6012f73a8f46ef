import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmission, type Ticket } from './admission.js';

const HOLD_LIMIT_MS = 1_000;
const STALL_MS = 200;

describe('admission', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const create = (concurrency: number, queueLimit: number) =>
    createAdmission({
      concurrency,
      queueLimit,
      holdLimitMs: HOLD_LIMIT_MS,
      stallMs: STALL_MS,
      now: Date.now,
    });

  it('runs up to `concurrency` at once, queues up to `queueLimit`, and turns the rest away', async () => {
    const admission = create(2, 1);
    const first = admission.enter()!;
    const second = admission.enter()!;
    const third = admission.enter()!;
    expect([first.state, second.state, third.state]).toEqual(['running', 'running', 'waiting']);
    expect(admission.enter()).toBeUndefined(); // the queue is full
    expect(admission.counters()).toMatchObject({ running: 2, waiting: 1, refused: 1 });

    first.end();
    expect(await third.admitted).toBe(true);
    expect(admission.counters()).toMatchObject({ running: 2, waiting: 0 });
    second.end();
    third.end();
    third.end(); // ending twice frees one slot only
    expect(admission.counters()).toMatchObject({ running: 0, waiting: 0, admitted: 3 });
  });

  it('gives a waiting place back when its ticket ends before its turn, and skips it', async () => {
    const admission = create(1, 5);
    const running = admission.enter()!;
    const gone = admission.enter()!;
    const next = admission.enter()!;
    gone.end(); // the client hung up while queued
    expect(await gone.admitted).toBe(false);
    expect(admission.counters()).toMatchObject({ waiting: 1, leftQueue: 1 });
    running.end();
    expect(await next.admitted).toBe(true);
    expect(gone.state).toBe('done');
    next.end();
    expect(admission.counters()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('takes back a slot held past the hold limit, and tells', () => {
    const onOverheld = vi.fn();
    const admission = createAdmission({
      concurrency: 1,
      queueLimit: 1,
      holdLimitMs: HOLD_LIMIT_MS,
      stallMs: STALL_MS,
      onOverheld,
    });
    const stuck = admission.enter()!;
    const waiting = admission.enter()!;
    vi.advanceTimersByTime(HOLD_LIMIT_MS - 1);
    expect(waiting.state).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(stuck.state).toBe('done');
    expect(waiting.state).toBe('running');
    expect(onOverheld).toHaveBeenCalledTimes(1);
    expect(admission.counters()).toMatchObject({ running: 1, overheld: 1 });
  });

  it('is stuck when every slot is held and none is given back for stallMs, and recovers', () => {
    const admission = create(2, 10);
    const tickets = [admission.enter()!, admission.enter()!];
    admission.enter();
    vi.advanceTimersByTime(STALL_MS);
    expect(admission.stall()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(admission.stall()).toBe('stuck');
    tickets[0]!.end(); // progress: the waiting one runs
    expect(admission.stall()).toBeUndefined();
  });

  it('is saturated when its queue stays full for stallMs even while writes finish', () => {
    const admission = create(1, 1);
    let running = admission.enter()!;
    let waiting = admission.enter()!;
    for (let step = 0; step < 5; step += 1) {
      vi.advanceTimersByTime(STALL_MS / 2);
      // One finishes, the next takes its slot, and a newcomer fills the queue again at once.
      running.end();
      running = waiting;
      waiting = admission.enter()!;
      expect(admission.enter()).toBeUndefined();
    }
    expect(admission.stall()).toBe('saturated');
    running.end(); // room in the queue again
    expect(admission.stall()).toBeUndefined();
  });

  it('keeps a lane to its share of slots and queue, leaving the rest to the others', async () => {
    const admission = createAdmission({
      concurrency: 4,
      queueLimit: 4,
      lanes: { auth: { concurrency: 2, queueLimit: 2 } },
      holdLimitMs: HOLD_LIMIT_MS,
      stallMs: STALL_MS,
    });
    const auth = [admission.enter('auth')!, admission.enter('auth')!];
    const authWaiting = [admission.enter('auth')!, admission.enter('auth')!];
    expect(admission.enter('auth')).toBeUndefined(); // its share of the queue is taken
    expect(authWaiting.map((t) => t.state)).toEqual(['waiting', 'waiting']);
    // A shopper's write runs at once in the slots the lane may not use, and may queue behind.
    const shop = [admission.enter()!, admission.enter()!];
    expect(shop.map((t) => t.state)).toEqual(['running', 'running']);
    const shopWaiting = admission.enter()!;
    expect(shopWaiting.state).toBe('waiting');
    // A shop slot freed goes to the shopper behind, not to the lane at its share.
    shop[0]!.end();
    expect(await shopWaiting.admitted).toBe(true);
    expect(authWaiting[0]!.state).toBe('waiting');
    // A lane slot freed goes to the lane's next in line.
    auth[0]!.end();
    expect(await authWaiting[0]!.admitted).toBe(true);
    for (const t of [...auth, ...authWaiting, ...shop, shopWaiting]) t.end();
    expect(admission.counters()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('keeps its counters true and returns to zero after any mix of entries, ends and time', () => {
    type Action =
      { kind: 'enter'; inLane: boolean } | { kind: 'end'; pick: number } | { kind: 'wait'; ms: number };
    const action: fc.Arbitrary<Action> = fc.oneof(
      fc.record({ kind: fc.constant('enter' as const), inLane: fc.boolean() }),
      fc.record({ kind: fc.constant('end' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 600 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.record({
          concurrency: fc.integer({ min: 1, max: 4 }),
          queueLimit: fc.integer({ min: 0, max: 6 }),
        }),
        fc.array(action, { maxLength: 80 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        (concurrency, queueLimit, share, actions, endOrder) => {
          vi.clearAllTimers();
          const admission = createAdmission({
            concurrency,
            queueLimit,
            lanes: { lane: share },
            holdLimitMs: HOLD_LIMIT_MS,
            stallMs: STALL_MS,
          });
          const tickets: Ticket[] = [];
          const inLane = new Set<Ticket>();
          const admittedOrder: Ticket[] = [];
          const check = () => {
            const { running, waiting } = admission.counters();
            expect(running).toBe(tickets.filter((t) => t.state === 'running').length);
            expect(waiting).toBe(tickets.filter((t) => t.state === 'waiting').length);
            expect(running).toBeLessThanOrEqual(concurrency);
            expect(waiting).toBeLessThanOrEqual(queueLimit);
            const laneRunning = tickets.filter((t) => inLane.has(t) && t.state === 'running').length;
            const laneWaiting = tickets.filter((t) => inLane.has(t) && t.state === 'waiting').length;
            expect(laneRunning).toBeLessThanOrEqual(share.concurrency);
            expect(laneWaiting).toBeLessThanOrEqual(share.queueLimit);
            // Nobody waits while a slot it may use is free.
            for (const t of tickets.filter((ticket) => ticket.state === 'waiting')) {
              const laneFull = inLane.has(t) && laneRunning >= share.concurrency;
              expect(running === concurrency || laneFull).toBe(true);
            }
            for (const t of tickets)
              if (t.state !== 'waiting' && !admittedOrder.includes(t)) admittedOrder.push(t);
          };
          for (const step of actions) {
            if (step.kind === 'enter') {
              const ticket = admission.enter(step.inLane ? 'lane' : undefined);
              if (ticket) tickets.push(ticket);
              if (ticket && step.inLane) inLane.add(ticket);
            } else if (step.kind === 'end') {
              const live = tickets.filter((t) => t.state !== 'done');
              live[step.pick % Math.max(live.length, 1)]?.end();
            } else {
              vi.advanceTimersByTime(step.ms);
            }
            check();
          }
          // Everyone leaves, in any order: nothing is left held.
          const live = tickets.filter((t) => t.state !== 'done');
          for (const pick of endOrder) live.splice(pick % Math.max(live.length, 1), 1)[0]?.end();
          for (const t of live) t.end();
          check();
          expect(admission.counters()).toMatchObject({ running: 0, waiting: 0 });
          expect(admission.stall()).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("admission in turns (the catalogue reads' configuration)", () => {
  it('starts nothing before its turn, then oldest first, and refuses newcomers the queue could not serve within maxWaitMs at its pace', async () => {
    let clock = 0;
    const HOLD_MS = 50;
    const MAX_WAIT_MS = 10_000;
    const admission = createAdmission({
      concurrency: 1,
      queueLimit: 10_000,
      drain: 'turn-sliced',
      maxWaitMs: MAX_WAIT_MS,
      now: () => clock,
    });
    const order: number[] = [];
    // Each ticket holds its slot for HOLD_MS of the test's clock: the queue's pace.
    const hold = (ticket: Ticket, n: number) =>
      ticket.admitted.then((admitted) => {
        if (!admitted) return;
        order.push(n);
        clock += HOLD_MS;
        ticket.end();
      });
    const first = Array.from({ length: 30 }, () => admission.enter()!);
    expect(first.map((ticket) => ticket.state)).toEqual(first.map(() => 'waiting'));
    await Promise.all(first.map(hold));
    expect(order).toEqual(first.map((_, n) => n));

    // 300 at once: accepted while the queue ahead, at about HOLD_MS a ticket, fits in MAX_WAIT_MS.
    const newcomers = Array.from({ length: 300 }, () => admission.enter());
    const accepted = newcomers.filter((ticket) => ticket !== undefined);
    expect(accepted.length).toBeGreaterThanOrEqual(MAX_WAIT_MS / HOLD_MS);
    expect(accepted.length).toBeLessThanOrEqual(MAX_WAIT_MS / (HOLD_MS * 0.9) + 1);
    expect(admission.counters()).toMatchObject({ refused: 300 - accepted.length, waiting: accepted.length });
    for (const ticket of accepted) ticket.end();
    expect(admission.counters()).toMatchObject({ running: 0, waiting: 0, leftQueue: accepted.length });
  });
});
