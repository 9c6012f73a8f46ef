// The shipping rates and free-shipping thresholds moved to the shop's new currency, keeping their
// numbers (decision 063), inside the currency change's transaction. The rules' saved time moves on,
// so an instance's kept copy is known stale (shipping-rules-cache.ts) before the event arrives.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { shippingMethods, shopSettings } from '../../db/schema/index.js';
import { shiftedAmount } from '../../lib/shifted-amount.js';
import { publishEvent } from '../events/index.js';

export async function repriceShippingRates(tx: Tx, digits: number): Promise<void> {
  if (digits === 0) return;
  await tx.update(shippingMethods).set({
    rateCents: shiftedAmount(shippingMethods.rateCents, digits),
    freeFromCents: shiftedAmount(shippingMethods.freeFromCents, digits),
  });
  await tx
    .update(shopSettings)
    .set({ updatedAt: sql`greatest(now(), ${shopSettings.updatedAt} + interval '1 millisecond')` });
  await publishEvent(tx, 'admin', 'settings.changed', { section: 'shipping-and-tax' });
}
