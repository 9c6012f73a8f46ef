// This instance's end of the live updates: it LISTENs for the events every instance publishes, hands
// each to the open event streams whose audience it is for, and lets other parts react (the catalogue
// cache forgets a changed product on every instance). A stream that reconnects with Last-Event-ID is
// first sent what it missed, from the stored events.
import { and, asc, desc, gt, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { shopEvents } from '../../db/schema/index.js';
import { KEEP_EVENTS_MS } from './event-log.js';
import { EVENTS_CHANNEL, type Audience, type EventNotice } from './publish-event.js';

const MAX_REPLAY = 500;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;
const ALL_AUDIENCES = Symbol('every audience');

export type EventSubscriber = {
  audiences: readonly Audience[];
  send: (event: EventNotice) => void;
  /** Ends the subscriber's stream (the server is shutting down; the browser reconnects elsewhere). */
  end?: () => void;
};

export type EventHub = {
  /** Starts delivering to `subscriber` (after what it missed since `lastEventId`); returns the stop. */
  subscribe: (subscriber: EventSubscriber, lastEventId?: number) => Promise<() => void>;
  /** Called with every event heard, whoever it is for. */
  onEvent: (listener: (event: EventNotice) => void) => void;
  subscriberCount: () => number;
  /** The newest event this instance has heard (0 for none). */
  lastEventId: () => number;
  /**
   * Counts open streams, this instance's and each client's: the release to call when the stream
   * closes, or why there is no room (the instance's cap, or the client's).
   */
  admitStream: (
    client: string,
    maxPerClient: number,
  ) => { release: () => void } | { full: 'instance' | 'client' | 'closing' };
  /**
   * The instance is about to stop: ends every open stream (the browser reconnects, through the
   * proxy, to an instance that stays) and refuses new ones; events are still heard and published.
   */
  endStreams: () => void;
  /** Streams open on this instance, and its cap. */
  streamCounts: () => { open: number; max: number };
  close: () => Promise<void>;
};

export type EventHubOptions = {
  /** Streams this instance holds at once (each costs ~80 KB of memory and a socket). */
  maxStreams: number;
};

export async function createEventHub(
  database: Database,
  log: FastifyBaseLogger,
  { maxStreams }: EventHubOptions,
): Promise<EventHub> {
  const subscribers = new Set<EventSubscriber>();
  const listeners: ((event: EventNotice) => void)[] = [];
  const streamsPerClient = new Map<string, number>();
  let openStreams = 0;
  let closed = false;
  /** No new stream is taken (endStreams, then close). */
  let isClosing = false;
  /** The newest event heard, so a LISTEN connection that had to reconnect can catch up. */
  let lastHeardId = 0;

  const deliver = (event: EventNotice) => {
    lastHeardId = Math.max(lastHeardId, event.id);
    for (const listener of listeners) listener(event);
    for (const subscriber of subscribers) {
      if (subscriber.audiences.includes(event.audience)) subscriber.send(event);
    }
  };
  const [newest] = await database.db
    .select({ id: shopEvents.id })
    .from(shopEvents)
    .orderBy(desc(shopEvents.id))
    .limit(1);
  lastHeardId = newest?.id ?? 0;
  const unlisten = await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      try {
        deliver(JSON.parse(payload) as EventNotice);
      } catch (error) {
        log.error({ err: error }, 'an event could not be read');
      }
    },
    // Back after a lost connection: hand on what was published meanwhile (every audience), in order.
    async () => {
      const missed = await readEvents(lastHeardId, ALL_AUDIENCES);
      log.warn({ missed: missed.length }, 'listening for events again; caught up');
      for (const event of missed) deliver(event);
    },
  );

  const cleanup = setInterval(() => {
    database.db
      .delete(shopEvents)
      .where(lt(shopEvents.createdAt, new Date(Date.now() - KEEP_EVENTS_MS)))
      .catch((error: unknown) => log.error({ err: error }, 'deleting old events failed'));
  }, CLEANUP_EVERY_MS);
  cleanup.unref();

  async function readEvents(lastEventId: number, audiences: readonly Audience[] | typeof ALL_AUDIENCES) {
    const rows = await database.db
      .select()
      .from(shopEvents)
      .where(
        and(
          gt(shopEvents.id, lastEventId),
          audiences === ALL_AUDIENCES ? undefined : inArray(shopEvents.audience, [...audiences]),
          gte(shopEvents.createdAt, new Date(Date.now() - KEEP_EVENTS_MS)),
        ),
      )
      .orderBy(asc(shopEvents.id))
      .limit(MAX_REPLAY);
    return rows.map((row) => ({
      id: row.id,
      audience: row.audience as Audience,
      type: row.type as EventNotice['type'],
      data: row.data as EventNotice['data'],
    }));
  }

  return {
    lastEventId: () => lastHeardId,
    async subscribe(subscriber, lastEventId) {
      if (closed || isClosing) {
        subscriber.end?.();
        return () => undefined;
      }
      if (lastEventId === undefined) {
        subscribers.add(subscriber);
        return () => subscribers.delete(subscriber);
      }
      // Hold live events while the missed ones are read, then send both in order, once each.
      const held: EventNotice[] = [];
      const holding: EventSubscriber = { audiences: subscriber.audiences, send: (event) => held.push(event) };
      subscribers.add(holding);
      try {
        const missed = await readEvents(lastEventId, subscriber.audiences);
        const sent = new Set<number>();
        for (const event of [...missed, ...held]) {
          if (sent.has(event.id)) continue;
          sent.add(event.id);
          subscriber.send(event);
        }
      } finally {
        subscribers.delete(holding);
      }
      // Shut down while catching up: end it rather than keep the server from closing.
      if (closed || isClosing) {
        subscriber.end?.();
        return () => undefined;
      }
      // Nothing can arrive between the last missed event and this line: it all runs in one turn.
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    onEvent: (listener) => listeners.push(listener),
    subscriberCount: () => subscribers.size,
    admitStream(client, maxPerClient) {
      if (isClosing || closed) return { full: 'closing' };
      if (openStreams >= maxStreams) return { full: 'instance' };
      const open = streamsPerClient.get(client) ?? 0;
      if (open >= maxPerClient) return { full: 'client' };
      streamsPerClient.set(client, open + 1);
      openStreams += 1;
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          openStreams -= 1;
          const left = (streamsPerClient.get(client) ?? 1) - 1;
          if (left > 0) streamsPerClient.set(client, left);
          else streamsPerClient.delete(client);
        },
      };
    },
    streamCounts: () => ({ open: openStreams, max: maxStreams }),
    endStreams() {
      isClosing = true;
      for (const subscriber of subscribers) subscriber.end?.();
    },
    async close() {
      closed = true;
      clearInterval(cleanup);
      for (const subscriber of subscribers) subscriber.end?.();
      subscribers.clear();
      await unlisten();
    },
  };
}
