// The shipping and tax rules each instance keeps between quotes: read once, dropped when any
// instance announces a save (settings.changed). A quote priced on rules a moment stale is caught
// before the order is written, which always reads them fresh (complete-checkout.ts).
import type { ShopEventType } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { loadShippingAndTaxRules, type ShippingAndTaxRules } from './shipping-rules.js';

export type ShippingRulesCache = { get: () => Promise<ShippingAndTaxRules>; invalidate: () => void };

export function createShippingRulesCache(
  db: Pick<Db, 'select'>,
  events: { onEvent: (listener: (event: { type: ShopEventType }) => void) => void },
): ShippingRulesCache {
  let cached: Promise<ShippingAndTaxRules> | undefined;
  /** Bumped by every invalidation, so a read that started before one is not kept after it. */
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    cached = undefined;
  };
  events.onEvent((event) => {
    if (event.type === 'settings.changed') invalidate();
  });

  return {
    invalidate,
    get: () => {
      if (cached) return cached;
      const startedAt = generation;
      const loading = loadShippingAndTaxRules(db);
      cached = loading;
      loading.then(
        () => {
          if (generation !== startedAt && cached === loading) cached = undefined;
        },
        () => {
          // A failed read is not remembered: the next quote reads again.
          if (cached === loading) cached = undefined;
        },
      );
      return loading;
    },
  };
}
