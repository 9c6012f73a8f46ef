// @fastify/rate-limit's counters in PostgreSQL, so every instance of the shop on one database counts
// against the same limit (its in-memory default counts per instance: n instances behind a proxy let
// a client through n times the limit). Decision 034: PostgreSQL rather than Redis, as the instances
// already share it and the limited routes are few and slow-paced. One statement per limited request:
// an upsert that starts a fresh window when the old one has ended and returns the count and the
// time left. Expired windows are deleted by a sweep. On PGlite (one instance) the in-memory store stays.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';

const SWEEP_EVERY_MS = 5 * 60 * 1000;

type StoreAnswer = { current: number; ttl: number };
type StoreCallback = (error: Error | null, answer?: StoreAnswer) => void;
/** What the plugin hands a store: its options, and for a route's store the route. */
type StoreParams = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

/** The route and a digest of the client's key: a session token used as a key is never stored. */
const rowKey = (route: string, key: string) =>
  `${route}|${crypto.createHash('sha256').update(key).digest('base64url')}`;

type HitsRow = { hits: number; ttl: number };
/** Both drivers' results carry the rows in `rows` (PGlite's and node-postgres's). */
const rowsOf = (result: unknown) => (result as { rows: HitsRow[] }).rows;

async function countHit(db: Db, key: string, windowMs: number): Promise<StoreAnswer> {
  const result = await db.execute(sql`
    insert into ${rateLimitHits} as h (key, hits, window_ends_at)
    values (${key}, 1, now() + ${windowMs}::double precision * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when h.window_ends_at <= now() then 1 else h.hits + 1 end,
      window_ends_at = case when h.window_ends_at <= now() then excluded.window_ends_at else h.window_ends_at end
    returning h.hits as hits,
      greatest(0, ceil(extract(epoch from h.window_ends_at - now()) * 1000))::int as ttl`);
  const row = rowsOf(result)[0];
  if (!row) throw new Error('the rate-limit count was not returned');
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

async function readHits(db: Db, key: string): Promise<StoreAnswer> {
  const result = await db.execute(sql`
    select hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl
    from ${rateLimitHits} where key = ${key} and window_ends_at > now()`);
  const row = rowsOf(result)[0];
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

const answer = (work: Promise<StoreAnswer>, callback: StoreCallback) => {
  work.then(
    (result) => callback(null, result),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
};

/** The store class to give @fastify/rate-limit (`store`), and the sweep of expired windows to stop at close. */
export function createSharedRateLimitStore(db: Db, log: FastifyBaseLogger) {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly route: string;

    constructor(options: object, route = '') {
      const params = options as StoreParams;
      // Both stretch a window from inside the upsert's rules; no route of the shop uses them.
      if (params.continueExceeding || params.exponentialBackoff) {
        throw new Error(
          'the shared rate-limit store does not support continueExceeding or exponentialBackoff',
        );
      }
      this.route = route;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, _max?: number): void {
      answer(countHit(db, rowKey(this.route, key), timeWindow), callback);
    }

    read(key: string, callback: StoreCallback): void {
      answer(readHits(db, rowKey(this.route, key)), callback);
    }

    /** The store of one route (the plugin hands it the route's merged options): its own counts. */
    child(options: object): SharedRateLimitStore {
      const { method, url } = (options as StoreParams).routeInfo ?? {};
      return new SharedRateLimitStore(options, `${[method ?? ''].flat().join(',')} ${url ?? ''}`);
    }
  }

  const sweepExpired = async () => {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now()`));
  };
  const sweep = setInterval(() => {
    sweepExpired().catch((error: unknown) =>
      log.warn({ err: error }, 'deleting expired rate-limit windows failed'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();

  return {
    Store: SharedRateLimitStore,
    sweepExpired,
    stop: () => clearInterval(sweep),
  };
}
