// A read cache for catalogue queries. The storefront asks the same few questions over and over
// (the default list, popular searches), and the embedded database runs on the main thread, so a
// cached answer is what makes the listing fast. Writes to the catalogue call `invalidate()`; the
// TTL bounds how stale another server instance can be until cross-instance events arrive. It counts
// how questions were answered, for the metrics' hit rate.
import { LRUCache } from 'lru-cache';

/** Since start: answered from memory, by waiting for another question's load, and by loading. */
export type CatalogCacheStats = { hits: number; shared: number; misses: number };

export type CatalogCache = {
  get: <T extends object>(key: string, load: () => Promise<T>) => Promise<T>;
  invalidate: () => void;
  stats: () => CatalogCacheStats;
};

export function createCatalogCache({ max = 2_000, ttlMs = 30_000 } = {}): CatalogCache {
  const stats: CatalogCacheStats = { hits: 0, shared: 0, misses: 0 };
  const readStats = () => ({ ...stats });
  if (max === 0) {
    return {
      get: (_key, load) => {
        stats.misses += 1;
        return load();
      },
      invalidate: () => undefined,
      stats: readStats,
    };
  }
  const cache = new LRUCache<string, object>({ max, ttl: ttlMs });
  // Concurrent misses for one key share one query instead of stampeding the database.
  const inFlight = new Map<string, Promise<object>>();
  let generation = 0;

  return {
    async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(key);
      if (hit) {
        stats.hits += 1;
        return hit as T;
      }
      const pending = inFlight.get(key);
      if (pending) {
        stats.shared += 1;
        return (await pending) as T;
      }
      stats.misses += 1;
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
    stats: readStats,
  };
}
