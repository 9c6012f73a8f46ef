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
