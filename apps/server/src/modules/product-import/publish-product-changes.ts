// publishEvent for a batch of products: one product.changed event each, as any edit publishes (every
// instance's catalogue index and cache take them by id), stored and NOTIFY'd for the whole batch at
// once (events' publishEvents). Inside the batch's transaction, so they are heard exactly when its
// products commit.
import type { Db } from '../../db/client.js';
import { publishEvents } from '../events/index.js';

type Writer = Pick<Db, 'insert' | 'execute'>;

export async function publishProductChanges(tx: Writer, productIds: readonly string[]): Promise<void> {
  await publishEvents(
    tx,
    'public',
    'product.changed',
    productIds.map((productId) => ({ productId })),
  );
}
