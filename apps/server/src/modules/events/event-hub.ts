// This instance's end of the live updates: it LISTENs for the events every instance publishes, hands
// each to the open event streams whose audience it is for, and lets other parts react (the catalogue
// cache forgets a changed product on every instance). A stream that reconnects with Last-Event-ID is
// first sent what it missed, from the stored events.
import { and, asc, gt, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { shopEvents } from '../../db/schema/index.js';
import { EVENTS_CHANNEL, type Audience, type EventNotice } from './publish-event.js';

/** How far back a reconnecting browser is caught up; older events are deleted. */
const KEEP_EVENTS_MS = 24 * 60 * 60 * 1000;
const MAX_REPLAY = 500;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

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
  close: () => Promise<void>;
};

export async function createEventHub(database: Database, log: FastifyBaseLogger): Promise<EventHub> {
  const subscribers = new Set<EventSubscriber>();
  const listeners: ((event: EventNotice) => void)[] = [];

  const deliver = (event: EventNotice) => {
    for (const listener of listeners) listener(event);
    for (const subscriber of subscribers) {
      if (subscriber.audiences.includes(event.audience)) subscriber.send(event);
    }
  };
  const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
    try {
      deliver(JSON.parse(payload) as EventNotice);
    } catch (error) {
      log.error({ err: error }, 'an event could not be read');
    }
  });

  const cleanup = setInterval(() => {
    database.db
      .delete(shopEvents)
      .where(lt(shopEvents.createdAt, new Date(Date.now() - KEEP_EVENTS_MS)))
      .catch((error: unknown) => log.error({ err: error }, 'deleting old events failed'));
  }, CLEANUP_EVERY_MS);
  cleanup.unref();

  const missedSince = async (audiences: readonly Audience[], lastEventId: number): Promise<EventNotice[]> => {
    const rows = await database.db
      .select()
      .from(shopEvents)
      .where(
        and(
          gt(shopEvents.id, lastEventId),
          inArray(shopEvents.audience, [...audiences]),
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
  };

  return {
    async subscribe(subscriber, lastEventId) {
      if (lastEventId === undefined) {
        subscribers.add(subscriber);
        return () => subscribers.delete(subscriber);
      }
      // Hold live events while the missed ones are read, then send both in order, once each.
      const held: EventNotice[] = [];
      const holding: EventSubscriber = { audiences: subscriber.audiences, send: (event) => held.push(event) };
      subscribers.add(holding);
      try {
        const missed = await missedSince(subscriber.audiences, lastEventId);
        const sent = new Set<number>();
        for (const event of [...missed, ...held]) {
          if (sent.has(event.id)) continue;
          sent.add(event.id);
          subscriber.send(event);
        }
      } finally {
        subscribers.delete(holding);
      }
      // Nothing can arrive between the last missed event and this line: it all runs in one turn.
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    onEvent: (listener) => listeners.push(listener),
    subscriberCount: () => subscribers.size,
    async close() {
      clearInterval(cleanup);
      for (const subscriber of subscribers) subscriber.end?.();
      subscribers.clear();
      await unlisten();
    },
  };
}
