// The shipping and tax rules each instance keeps between quotes: read once, dropped when any
// instance announces a save (settings.changed). A quote priced on rules a moment stale is caught
// before the order is written, which checks the copy against the saved time first (getCurrent).
import type { ShopEventType } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { loadShippingAndTaxRules, readRulesSavedAt, type ShippingAndTaxRules } from './shipping-rules.js';

export type ShippingRulesCache = {
  /** The kept rules (a quote: a moment stale at worst, until the save's event arrives). */
  get: () => Promise<ShippingAndTaxRules>;
  /** The rules as saved now: the kept copy after checking it is current (one small read), or fresh. */
  getCurrent: () => Promise<ShippingAndTaxRules>;
  invalidate: () => void;
};

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

  const get = () => {
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
  };

  return {
    invalidate,
    get,
    getCurrent: async () => {
      const [kept, savedAt] = await Promise.all([get(), readRulesSavedAt(db)]);
      if (kept.savedAt === savedAt) return kept;
      invalidate();
      return get();
    },
  };
}
