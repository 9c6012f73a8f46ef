// Announces a change to every server instance: the event is stored (for browsers catching up after a
// drop) and NOTIFY'd in the caller's transaction, so it is heard exactly when the change commits, and
// never for a change that rolled back.
import { sql } from 'drizzle-orm';
import type { ShopEventData, ShopEventType } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { shopEvents } from '../../db/schema/index.js';

export const EVENTS_CHANNEL = 'shop_events';

/** Who may hear an event: everyone, the admin, or one shopper. */
export type Audience = 'public' | 'admin' | `user:${string}`;

/** The NOTIFY payload: the stored event and its audience. */
export type EventNotice = {
  id: number;
  audience: Audience;
  type: ShopEventType;
  data: ShopEventData[ShopEventType];
};

type Writer = Pick<Db, 'insert' | 'execute'>;

export async function publishEvent<T extends ShopEventType>(
  tx: Writer,
  audience: Audience,
  type: T,
  data: ShopEventData[T],
): Promise<void> {
  const [row] = await tx.insert(shopEvents).values({ audience, type, data }).returning({ id: shopEvents.id });
  const notice: EventNotice = { id: row!.id, audience, type, data };
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * publishEvent for many events of one type and audience (a batch of imported products): two
 * statements whatever their number, in the caller's transaction. (One event keeps publishEvent's
 * plainer NOTIFY: it is on every cart and checkout write.)
 */
export async function publishEvents<T extends ShopEventType>(
  tx: Writer,
  audience: Audience,
  type: T,
  dataList: readonly ShopEventData[T][],
): Promise<void> {
  if (dataList.length === 0) return;
  const stored = await tx
    .insert(shopEvents)
    .values(dataList.map((data) => ({ audience, type, data })))
    .returning({ id: shopEvents.id, data: shopEvents.data });
  const notices = stored.map(({ id, data }): EventNotice => ({
    id,
    audience,
    type,
    data: data as ShopEventData[T],
  }));
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, notice) from jsonb_array_elements_text(${JSON.stringify(notices.map((notice) => JSON.stringify(notice)))}::jsonb) as notice`,
  );
}
