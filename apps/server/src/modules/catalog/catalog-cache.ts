// A read cache for catalogue queries. The storefront asks the same few questions over and over
// (the default list, popular searches), and the embedded database runs on the main thread, so a
// cached answer is what makes the listing fast. Writes to the catalogue call `invalidate()`; the
// TTL bounds how stale another server instance can be until cross-instance events arrive. It counts
// how questions were answered, for the metrics' hit rate. It keeps at most `max` answers and about
// `maxBytes` of them (decision 083): a drawn page with its compressed copies is ten times a listing.
import { LRUCache } from 'lru-cache';

/** Since start: answered from memory, by waiting for another question's load, and by loading. */
export type CatalogCacheStats = { hits: number; shared: number; misses: number };

export type CatalogCache = {
  get: <T extends object>(key: string, load: () => Promise<T>) => Promise<T>;
  invalidate: () => void;
  stats: () => CatalogCacheStats;
};

/** The memory the cache may hold by default: at 1M products, 2,000 listings held 60 MB at their peak. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * About what an answer holds in memory, from its serialized length (characters of one byte each):
 * a drawn page is its HTML and its compressed copies (about half again); a JSON answer is its
 * objects (about twice its text), its text and a compressed copy. An estimate for the budget, not a
 * measure: walking the objects would cost more than the answer.
 */
export function approximateBytes(value: object): number {
  const page = (value as { page?: { body?: unknown } }).page;
  if (page && typeof page.body === 'string') return Math.ceil(page.body.length * 1.5);
  // A text answer (a sitemap, 4 MB at 1M products): the text, its compressed copy a fraction of it.
  const { text } = value as { text?: unknown };
  if (typeof text === 'string') return Math.ceil(text.length * 1.25);
  try {
    return (JSON.stringify(value)?.length ?? 0) * 3;
  } catch {
    // Not JSON (nothing the shop keeps today): weighed as a large listing, never a failed answer.
    return UNWEIGHABLE_BYTES;
  }
}

const UNWEIGHABLE_BYTES = 64 * 1024;

export function createCatalogCache({
  max = 2_000,
  maxBytes = DEFAULT_CACHE_BYTES,
  ttlMs = 30_000,
} = {}): CatalogCache {
  const stats: CatalogCacheStats = { hits: 0, shared: 0, misses: 0 };
  const readStats = () => ({ ...stats });
  if (max === 0 || maxBytes === 0) {
    return {
      get: (_key, load) => {
        stats.misses += 1;
        return load();
      },
      invalidate: () => undefined,
      stats: readStats,
    };
  }
  const cache = new LRUCache<string, object>({
    max,
    ttl: ttlMs,
    maxSize: maxBytes,
    // An answer past the whole budget is not kept (lru-cache refuses it rather than throwing).
    sizeCalculation: (value) => Math.max(1, approximateBytes(value)),
  });
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
