// publishEvent for a batch of products: one product.changed event each, as any edit publishes (every
// instance's catalogue index and cache take them by id), stored and NOTIFY'd in two statements for
// the whole batch instead of two per product. Inside the batch's transaction, so they are heard
// exactly when its products commit.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopEvents } from '../../db/schema/index.js';
import { EVENTS_CHANNEL, type EventNotice } from '../events/index.js';

type Writer = Pick<Db, 'insert' | 'execute'>;

export async function publishProductChanges(tx: Writer, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const stored = await tx
    .insert(shopEvents)
    .values(
      productIds.map((productId) => ({ audience: 'public', type: 'product.changed', data: { productId } })),
    )
    .returning({ id: shopEvents.id, data: shopEvents.data });
  const notices = stored.map(({ id, data }): EventNotice => ({
    id,
    audience: 'public',
    type: 'product.changed',
    data: data as EventNotice['data'],
  }));
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, notice) from jsonb_array_elements_text(${JSON.stringify(notices.map((notice) => JSON.stringify(notice)))}::jsonb) as notice`,
  );
}
