// A counting semaphore with a capped queue, whose every place is a ticket that ends exactly once.
// A ticket leaves the queue or frees its slot on every path (answered, failed, timed out, client gone
// while waiting); one held past `holdLimitMs` is taken back, so no path can keep a slot for good.
// It also says when it cannot admit writes any more (stalled), for the readiness probe.
//
// A lane is a kind of write with a share of its own: it may hold at most its share of the slots and
// of the queue, so a flood of one kind (anonymous sign-ins, each an expensive password check) leaves
// the rest for the others (shoppers' carts and orders).

export type LaneShare = {
  /** Slots this lane may hold at once. */
  concurrency: number;
  /** Places in the queue this lane may hold. */
  queueLimit: number;
};

export type AdmissionOptions = {
  /** Tickets running at once. */
  concurrency: number;
  /** Tickets waiting their turn; one more is refused. */
  queueLimit: number;
  /** Lanes with a share of their own; a ticket in no lane may use every slot and place. */
  lanes?: Record<string, LaneShare>;
  /** A running ticket is ended after this long, whatever it is doing (a last resort; logged). */
  holdLimitMs: number;
  /** Full, or full of slots that none gives back, for this long: the admission is stalled. */
  stallMs: number;
  /** Told when a ticket was ended by the hold limit. */
  onOverheld?: () => void;
  now?: () => number;
};

export type TicketState = 'waiting' | 'running' | 'done';

export type Ticket = {
  readonly state: TicketState;
  /** Resolves true once admitted; false when the ticket ended while still waiting. */
  readonly admitted: Promise<boolean>;
  /** Leaves the queue, or frees the slot for the next in line. Only the first call counts. */
  end(): void;
};

export type AdmissionCounters = {
  running: number;
  waiting: number;
  /** Since start: tickets admitted, refused with the queue full, ended while waiting, and ended by the hold limit. */
  admitted: number;
  refused: number;
  leftQueue: number;
  overheld: number;
};

/** Why writes cannot be admitted: every slot held with none given back, or the queue full, for stallMs. */
export type Stall = 'stuck' | 'saturated';

export type Admission = ReturnType<typeof createAdmission>;

type Lane = LaneShare & { running: number; waiting: number };

export function createAdmission(options: AdmissionOptions) {
  const { concurrency, queueLimit, holdLimitMs, stallMs, onOverheld } = options;
  // Date.now read at each call (not kept from the start): a test's fake clock moves it.
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
  let lastRelease = now();
  let busySince: number | undefined;
  // Full since when; room that lasted no longer than a moment (the next in line took the place
  // freed by the last) does not end a full spell.
  let fullSince: number | undefined;
  let roomSince: number | undefined = now();
  const momentMs = stallMs / 20;

  type TicketImpl = Ticket & { state: TicketState; lane: Lane; start(): void };

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

  const canRun = (lane: Lane) => counters.running < concurrency && lane.running < lane.concurrency;

  const run = (ticket: TicketImpl) => {
    counters.running += 1;
    ticket.lane.running += 1;
    ticket.start();
  };

  /** Free slots go to the first in line whose lane has room (the others keep their places). */
  const admitWaiting = () => {
    for (const waiting of queue) {
      if (counters.running >= concurrency) break;
      if (!canRun(waiting.lane)) continue;
      queue.delete(waiting);
      waiting.lane.waiting -= 1;
      run(waiting);
    }
  };

  const createTicket = (lane: Lane): TicketImpl => {
    let settle: (admitted: boolean) => void = () => {};
    let holdTimer: NodeJS.Timeout | undefined;
    const ticket: TicketImpl = {
      state: 'waiting',
      lane,
      admitted: new Promise<boolean>((resolve) => (settle = resolve)),
      start() {
        ticket.state = 'running';
        counters.admitted += 1;
        holdTimer = setTimeout(() => {
          counters.overheld += 1;
          onOverheld?.();
          ticket.end();
        }, holdLimitMs);
        holdTimer.unref();
        settle(true);
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
          admitWaiting();
        } else {
          queue.delete(ticket);
          lane.waiting -= 1;
          counters.leftQueue += 1;
          settle(false);
        }
        noteLoad();
      },
    };
    return ticket;
  };

  return {
    counters: (): AdmissionCounters => ({ ...counters }),
    /**
     * A ticket in `lane` (none: the open lane), running or waiting; undefined when every slot and
     * queue place it may have is taken.
     */
    enter(laneName?: string): Ticket | undefined {
      const lane = (laneName && lanes.get(laneName)) || open;
      const ticket = createTicket(lane);
      if (canRun(lane)) {
        run(ticket);
      } else if (queue.size < queueLimit && lane.waiting < lane.queueLimit) {
        queue.add(ticket);
        lane.waiting += 1;
      } else {
        counters.refused += 1;
        return undefined;
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
