// Reading the stored events for those who catch up on them outside a stream: the catalogue index,
// started from its snapshot, replays the product changes it missed (decision 041). The events module
// owns the shop_events table; the others ask it.
import { and, gt, gte, inArray, or, sql } from 'drizzle-orm';
import type { ShopEventData, ShopEventType } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { shopEvents } from '../../db/schema/index.js';

/** How far back the stored events go: older ones are deleted (event-hub.ts). */
export const KEEP_EVENTS_MS = 24 * 60 * 60 * 1000;

/** The database's newest event and its clock (the events' created_at is on that clock). */
export async function readEventClock(db: Db): Promise<{ newestEventId: number; nowMs: number }> {
  const [row] = await db
    .select({
      newestEventId: sql<number>`coalesce(max(${shopEvents.id}), 0)`.mapWith(Number),
      nowMs: sql<number>`extract(epoch from now()) * 1000`.mapWith(Number),
    })
    .from(shopEvents);
  return row!;
}

export type StoredEvent<T extends ShopEventType = ShopEventType> = {
  [K in T]: { type: K; data: ShopEventData[K] };
}[T];

/**
 * The stored events of `types` after `afterId`, and those stored since `sinceMs` whatever their id
 * (a transaction that began earlier can commit an event numbered lower); at most `limit`, oldest
 * first.
 */
export async function readEventsSince<T extends ShopEventType>(
  db: Db,
  {
    types,
    afterId,
    sinceMs,
    limit,
  }: { types: readonly T[]; afterId: number; sinceMs: number; limit: number },
): Promise<StoredEvent<T>[]> {
  const rows = await db
    .select({ type: shopEvents.type, data: shopEvents.data })
    .from(shopEvents)
    .where(
      and(
        inArray(shopEvents.type, [...types]),
        or(gt(shopEvents.id, afterId), gte(shopEvents.createdAt, new Date(sinceMs))),
      ),
    )
    .orderBy(shopEvents.id)
    .limit(limit);
  return rows as StoredEvent<T>[];
}
