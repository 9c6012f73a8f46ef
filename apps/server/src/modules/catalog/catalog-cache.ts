// A read cache for catalogue queries. The storefront asks the same few questions over and over
// (the default list, popular searches), and the embedded database runs on the main thread, so a
// cached answer is what makes the listing fast. Writes to the catalogue call `invalidate()`; the
// TTL bounds how stale another server instance can be until cross-instance events arrive.
import { LRUCache } from 'lru-cache';

export type CatalogCache = {
  get: <T extends object>(key: string, load: () => Promise<T>) => Promise<T>;
  invalidate: () => void;
};

export function createCatalogCache({ max = 2_000, ttlMs = 30_000 } = {}): CatalogCache {
  if (max === 0) return { get: (_key, load) => load(), invalidate: () => undefined };
  const cache = new LRUCache<string, object>({ max, ttl: ttlMs });
  // Concurrent misses for one key share one query instead of stampeding the database.
  const inFlight = new Map<string, Promise<object>>();
  let generation = 0;

  return {
    async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit) return hit as T;
      const pending = inFlight.get(key);
      if (pending) return (await pending) as T;
      const startedAt = generation;
      const loading = load().finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      const value = await loading;
      // A write that landed while we were loading makes this answer stale: do not keep it.
      if (startedAt === generation) cache.set(key, value);
      return value;
    },
    invalidate() {
      generation += 1;
      cache.clear();
      inFlight.clear();
    },
  };
}
