// The one admission queue of the shop: a counting semaphore with a capped queue, whose every place is
// a ticket that ends exactly once. Two configurations use it (decision 059):
// - writes (./write-admission.ts, decision 021): a freed slot goes to the next in line at once;
//   lanes give a kind of write a share of its own; a ticket held past `holdLimitMs` is taken back;
//   `stall()` tells the readiness probe when writes cannot be admitted any more.
// - uncached catalogue reads (./catalog-read-admission.ts, decision 034): waiting tickets start in a
//   slice of each turn of the event loop (`drain: 'turn-sliced'`), so a crowd of searches answered
//   from memory cannot keep the loop from connections, timers and other requests for seconds; and no
//   ticket waits longer than `maxWaitMs` (refused on arrival when the queue is that far behind, or
//   would be at the pace tickets have been finishing; dropped when found that old at its turn).
// A ticket leaves the queue or frees its slot on every path (answered, failed, timed out, client gone
// while waiting), so no path keeps a place for good.

export type LaneShare = {
  /** Slots this lane may hold at once. */
  concurrency: number;
  /** Places in the queue this lane may hold. */
  queueLimit: number;
};

/** When waiting tickets start: the moment a slot frees, or in a slice of each turn of the event loop. */
export type Drain = 'at-once' | 'turn-sliced';

export type AdmissionOptions = {
  /** Tickets running at once. */
  concurrency: number;
  /** Tickets waiting their turn; one more is refused. */
  queueLimit: number;
  /** Lanes with a share of their own; a ticket in no lane may use every slot and place. */
  lanes?: Record<string, LaneShare>;
  /** 'at-once' by default. */
  drain?: Drain;
  /** No ticket waits longer than this for its turn (none by default). */
  maxWaitMs?: number;
  /** A running ticket is ended after this long, whatever it is doing (a last resort; none by default). */
  holdLimitMs?: number;
  /** Full, or full of slots that none gives back, for this long: the admission is stalled. */
  stallMs?: number;
  /** Told when a ticket was ended by the hold limit. */
  onOverheld?: () => void;
  /** Told of each ticket refused (on arrival, or dropped for its age). */
  onRefused?: () => void;
  /** The clock, in milliseconds (Date.now by default). */
  now?: () => number;
};

export type TicketState = 'waiting' | 'running' | 'done';

export type Ticket = {
  readonly state: TicketState;
  /** Resolves true once admitted; false when the ticket ended (or was dropped) while still waiting. */
  readonly admitted: Promise<boolean>;
  /** Leaves the queue, or frees the slot for the next in line. Only the first call counts. */
  end(): void;
};

export type AdmissionCounters = {
  running: number;
  waiting: number;
  /**
   * Since start: tickets admitted, refused (queue full or too far behind, on arrival or at their
   * turn), ended while waiting (their client left), and ended by the hold limit.
   */
  admitted: number;
  refused: number;
  leftQueue: number;
  overheld: number;
};

/** Why tickets cannot be admitted: every slot held with none given back, or the queue full, for stallMs. */
export type Stall = 'stuck' | 'saturated';

export type Admission = ReturnType<typeof createAdmission>;

/**
 * Turn-sliced drain: tickets start back to back for at least this long, and at least as long as the
 * rest of the last turn took (reading requests, refusing some), so they keep half the CPU when
 * refusals pile up; at most the longer bound, so the loop always comes round.
 */
const TURN_BUDGET_MS = { min: 10, max: 100 };
/** Weight of the newest gap between two tickets finishing in the running pace. */
const PACE_WEIGHT = 0.1;

type Lane = LaneShare & { running: number; waiting: number };

type TicketImpl = Ticket & {
  state: TicketState;
  lane: Lane;
  since: number;
  isGone: (() => boolean) | undefined;
  start(): void;
  /** Out of the queue without running: its admitted promise says false. */
  drop(): void;
  /** Settled when the running ticket ends (turn-sliced drain: the next starts then, or next turn). */
  ended: Promise<void> | undefined;
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createAdmission(options: AdmissionOptions) {
  const { concurrency, queueLimit, holdLimitMs, maxWaitMs, onOverheld, onRefused } = options;
  const stallMs = options.stallMs ?? Number.POSITIVE_INFINITY;
  const isTurnSliced = options.drain === 'turn-sliced';
  // Read at each call (not kept from the start): a test's fake clock moves it.
  const now = options.now ?? (() => Date.now());
  const counters: AdmissionCounters = {
    running: 0,
    waiting: 0,
    admitted: 0,
    refused: 0,
    leftQueue: 0,
    overheld: 0,
  };
  // Each ticket outside every lane counts against this one, which has the whole admission's share.
  const open: Lane = { concurrency, queueLimit, running: 0, waiting: 0 };
  const lanes = new Map<string, Lane>(
    Object.entries(options.lanes ?? {}).map(([name, share]) => [name, { ...share, running: 0, waiting: 0 }]),
  );
  // Insertion-ordered: the first is the next in line; any other leaves in O(1).
  const queue = new Set<TicketImpl>();

  // Stall: since when every slot is held, and since when the queue is full.
  let lastRelease = now();
  let busySince: number | undefined;
  // Full since when; room that lasted no longer than a moment (the next in line took the place
  // freed by the last) does not end a full spell.
  let fullSince: number | undefined;
  let roomSince: number | undefined = now();
  const momentMs = stallMs / 20;

  // Age: milliseconds between two tickets finishing while others waited (how fast the queue moves).
  let paceMs = 0;
  let lastFinishedAt: number | undefined;

  const noteLoad = () => {
    counters.waiting = queue.size;
    const t = now();
    const busy = counters.running >= concurrency;
    busySince = busy ? (busySince ?? t) : undefined;
    const full = busy && queue.size >= queueLimit;
    if (full && roomSince !== undefined) {
      if (fullSince === undefined || t - roomSince > momentMs) fullSince = t;
      roomSince = undefined;
    } else if (!full && roomSince === undefined) {
      roomSince = t;
    }
  };

  const noteFinished = () => {
    const t = now();
    if (lastFinishedAt !== undefined) paceMs += PACE_WEIGHT * (t - lastFinishedAt - paceMs);
    // The next gap counts only if tickets are waiting now (an idle spell is not the queue's pace).
    lastFinishedAt = queue.size > 0 ? t : undefined;
  };

  const refuse = () => {
    counters.refused += 1;
    onRefused?.();
  };

  /** Too far behind for a newcomer: the oldest has waited maxWaitMs, or the queue would take that long at its pace. */
  const isTooFarBehind = () => {
    if (maxWaitMs === undefined) return false;
    const oldest: TicketImpl | undefined = queue.values().next().value;
    return (oldest !== undefined && now() - oldest.since > maxWaitMs) || queue.size * paceMs > maxWaitMs;
  };

  const canRun = (lane: Lane) => counters.running < concurrency && lane.running < lane.concurrency;

  const run = (ticket: TicketImpl) => {
    counters.running += 1;
    ticket.lane.running += 1;
    ticket.start();
  };

  const leaveQueue = (ticket: TicketImpl) => {
    queue.delete(ticket);
    ticket.lane.waiting -= 1;
  };

  /**
   * The next ticket to start: the first in line whose lane has room (the others keep their places),
   * after dropping those not worth starting (their client left, or they waited too long).
   */
  const takeNext = (): TicketImpl | undefined => {
    for (const waiting of queue) {
      if (counters.running >= concurrency) return undefined;
      if (!canRun(waiting.lane)) continue;
      if (waiting.isGone?.()) {
        counters.leftQueue += 1;
        waiting.drop();
      } else if (maxWaitMs !== undefined && now() - waiting.since > maxWaitMs) {
        refuse();
        waiting.drop();
      } else {
        leaveQueue(waiting);
        return waiting;
      }
    }
    return undefined;
  };

  const admitAtOnce = () => {
    for (let next = takeNext(); next; next = takeNext()) run(next);
  };

  let isDraining = false;
  let isScheduled = false;
  let lastTurnEndedAt = now();

  const scheduleDrain = () => {
    if (isScheduled) return;
    isScheduled = true;
    setImmediate(() => {
      isScheduled = false;
      void drainInTurns();
    });
  };

  /**
   * Starts waiting tickets, oldest first, for a slice of this turn of the event loop. One whose work
   * ends within the turn (answered from memory) is followed at once; one that waits on the database
   * lets the turn go on without it.
   */
  async function drainInTurns(): Promise<void> {
    if (isDraining) return;
    isDraining = true;
    const turnStartedAt = now();
    const budget = Math.min(
      TURN_BUDGET_MS.max,
      Math.max(TURN_BUDGET_MS.min, turnStartedAt - lastTurnEndedAt),
    );
    try {
      for (let next = takeNext(); next; next = takeNext()) {
        run(next);
        noteLoad();
        await Promise.race([next.ended, nextTurn()]);
        if (now() - turnStartedAt > budget) {
          if (queue.size > 0) scheduleDrain();
          return;
        }
      }
      noteLoad();
    } finally {
      isDraining = false;
      lastTurnEndedAt = now();
    }
  }

  const createTicket = (lane: Lane, isGone: (() => boolean) | undefined): TicketImpl => {
    let settle: (admitted: boolean) => void = () => {};
    let markEnded: () => void = () => {};
    let holdTimer: NodeJS.Timeout | undefined;
    const ticket: TicketImpl = {
      state: 'waiting',
      lane,
      since: now(),
      isGone,
      ended: undefined,
      admitted: new Promise<boolean>((resolve) => (settle = resolve)),
      start() {
        ticket.state = 'running';
        counters.admitted += 1;
        if (isTurnSliced) ticket.ended = new Promise<void>((resolve) => (markEnded = resolve));
        if (holdLimitMs !== undefined) {
          holdTimer = setTimeout(() => {
            counters.overheld += 1;
            onOverheld?.();
            ticket.end();
          }, holdLimitMs);
          holdTimer.unref();
        }
        settle(true);
      },
      drop() {
        ticket.state = 'done';
        leaveQueue(ticket);
        settle(false);
        noteLoad();
      },
      end() {
        if (ticket.state === 'done') return;
        const wasRunning = ticket.state === 'running';
        ticket.state = 'done';
        clearTimeout(holdTimer);
        if (wasRunning) {
          lastRelease = now();
          counters.running -= 1;
          lane.running -= 1;
          noteFinished();
          markEnded();
          if (!isTurnSliced) admitAtOnce();
          else if (queue.size > 0) scheduleDrain();
          noteLoad();
        } else {
          counters.leftQueue += 1;
          ticket.drop();
        }
      },
    };
    return ticket;
  };

  return {
    counters: (): AdmissionCounters => ({ ...counters }),
    /**
     * A ticket in `laneName` (none: the open lane), running or waiting; undefined when refused (every
     * slot and queue place it may have is taken, or the queue is too far behind). `isGone` is asked
     * at its turn: a ticket whose client has left by then is dropped without running.
     */
    enter(laneName?: string, isGone?: () => boolean): Ticket | undefined {
      const lane = (laneName && lanes.get(laneName)) || open;
      const hasPlace = queue.size < queueLimit && lane.waiting < lane.queueLimit;
      // Turn-sliced: even with a slot free, a ticket starts in the next drain, after the turn's
      // other arrivals have been read.
      const startsNow = !isTurnSliced && canRun(lane);
      if (!startsNow && (!hasPlace || isTooFarBehind())) {
        refuse();
        return undefined;
      }
      const ticket = createTicket(lane, isGone);
      if (startsNow) {
        run(ticket);
      } else {
        queue.add(ticket);
        lane.waiting += 1;
        if (isTurnSliced) scheduleDrain();
      }
      noteLoad();
      return ticket;
    },
    /** Stalled for longer than stallMs: every slot held and none given back, or no room at all. */
    stall(): Stall | undefined {
      const t = now();
      if (busySince !== undefined && t - Math.max(busySince, lastRelease) > stallMs) return 'stuck';
      if (roomSince === undefined && fullSince !== undefined && t - fullSince > stallMs) return 'saturated';
      return undefined;
    },
  };
}
