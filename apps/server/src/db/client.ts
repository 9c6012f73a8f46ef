// Opens the shop's database: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in
// DATA_DIR/pglite. Both are driven through the same Drizzle API and the same SQL dialect.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Env } from '../config/env.js';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { createPgliteFolder, keepWasmOnBaselineCompiler } from './pglite-memory.js';
import { makeDataDirPrivate, restrictTreeToOwner } from '../lib/private-files.js';
import { isDatabaseUnavailable } from './unavailable.js';
import { NamingClient } from './named-statements.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of the caller's, for writes that commit or roll back with the rest of its work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Backend = 'pglite' | 'postgres';

/** PostgreSQL's connection pool, read when metrics are scraped. */
export type PoolStats = {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /** Connections the server dropped (restart, failover, terminated), idle or in use. */
  lost: number;
  /** Connections handed out, and the seconds spent waiting for them (a mean over a window). */
  acquired: number;
  acquireSeconds: number;
};

export type Database = {
  db: Db;
  backend: Backend;
  /** Runs maintenance the embedded engine lacks (it has no autovacuum). */
  analyze: () => Promise<void>;
  /**
   * Runs `work` while holding a database-wide advisory lock, on one connection, so several
   * instances starting together take turns (migrations). PGlite has one process: it just runs.
   */
  runExclusive: <T>(lockKey: number, work: (db: Db) => Promise<T>) => Promise<T>;
  /**
   * Calls `onNotify` with each NOTIFY payload on `channel`, from any session on this database (any
   * server instance); returns the way to stop. PostgreSQL: a connection of its own, outside the
   * pool, reconnecting after a loss and then calling `onReconnect` (notifications sent meanwhile
   * were lost). PGlite: its in-process notifications.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => Promise<void>,
  ) => Promise<() => Promise<void>>;
  /**
   * Takes a database-wide lock for as long as this process lives (on a connection of its own, taken
   * again after that connection is lost); false when another process holds it. PGlite has one process.
   */
  holdLock: (lockKey: number) => Promise<boolean>;
  /** PostgreSQL's pool; undefined for PGlite, which has no connections. */
  poolStats: () => PoolStats | undefined;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; ignored for PostgreSQL. */
  pgliteDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL only: how long to wait for a connection, and for a statement. */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** PostgreSQL only: name parameterised statements, so each is parsed once per connection (default on). */
  preparedStatements?: boolean;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  if (!options.pgliteDir) throw new Error('pgliteDir is required when no DATABASE_URL is given');
  return openPglite(options.pgliteDir);
}

/** host:port/database of a connection string, without the credentials, for messages. */
const describeServer = (connectionString: string) => {
  const url = new URL(connectionString);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
};

async function openPostgres(connectionString: string, options: DatabaseOptions): Promise<Database> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const stats = { lost: 0, acquired: 0, acquireSeconds: 0 };
  const pool = new MeasuredPool(
    {
      connectionString,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: connectTimeoutMs,
      // Server-side: a runaway query is cancelled rather than holding a connection forever.
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      ...(options.preparedStatements === false ? {} : { Client: NamingClient }),
    },
    (seconds) => {
      stats.acquired += 1;
      stats.acquireSeconds += seconds;
    },
  );
  // NOTE: a connection the server drops (restart, failover, pg_terminate_backend) emits 'error' on
  // its client, and an 'error' without a listener ends the process. pg-pool listens on idle clients
  // only and removes that listener while a request holds one (a transaction between two statements),
  // so every client gets a listener of its own for its whole life. The request holding it then
  // fails on its next statement (a 503, see unavailable.ts), and the pool drops the dead client when
  // it is released and connects anew for the next request.
  const lostClients = new WeakSet<pg.PoolClient>();
  /** One loss can bring two errors (the server's notice, then the closed socket): counted once. */
  const countLoss = (client: pg.PoolClient, error: Error) => {
    if (lostClients.has(client)) return;
    lostClients.add(client);
    stats.lost += 1;
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  };
  pool.on('connect', (client) => client.on('error', (error) => countLoss(client, error)));
  // A connection dropped while a plain query ran gives the error to that query; pg-pool then ends
  // the client on its release, with that error, and no 'error' event follows.
  pool.on('release', (error, client) => {
    if (error && isDatabaseUnavailable(error)) countLoss(client, error);
  });
  // Its idle listener re-emits the error on the pool, which must be listened to as well; the
  // client's own listener above has already counted and logged it.
  pool.on('error', () => undefined);
  // Fail at start, not on the first request, when the server is unreachable or silent.
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      /timeout/i.test(reason)
        ? `PostgreSQL at ${describeServer(connectionString)} did not answer within ${connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS).`
        : `Could not connect to PostgreSQL at ${describeServer(connectionString)}: ${reason}`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const heldLocks: (() => Promise<void>)[] = [];
  return {
    db,
    backend: 'postgres',
    analyze: async () => {
      await pool.query('ANALYZE products');
    },
    runExclusive: async (lockKey, work) => {
      // NOTE: one dedicated connection for both the lock and the work, so a pool of size 1 cannot
      // deadlock waiting for a second connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockKey]);
        // Migrations may build indexes over a large catalogue: no statement timeout for them.
        await client.query('set statement_timeout = 0');
        try {
          return await work(drizzlePg(client, { schema }));
        } finally {
          await client.query('reset statement_timeout');
          await client.query('select pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify, onReconnect) =>
      listenOnPostgres(connectionString, channel, onNotify, onReconnect),
    holdLock: async (lockKey) => {
      const held = await holdPostgresLock(connectionString, lockKey);
      if (!held) return false;
      heldLocks.push(held);
      return true;
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      ...stats,
    }),
    close: async () => {
      await Promise.all(heldLocks.splice(0).map((release) => release()));
      await pool.end();
    },
  };
}

/** pg's Pool, telling `onAcquired` how long each hand-out of a connection waited (both call forms). */
class MeasuredPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly onAcquired: (seconds: number) => void,
  ) {
    super(config);
  }

  // NOTE: pool.query() calls connect() with a callback; Drizzle's transactions call it without.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    const startedAt = performance.now();
    const measure = () => this.onAcquired((performance.now() - startedAt) / 1000);
    if (!callback) return super.connect().then((client) => (measure(), client));
    super.connect((error, client, done) => {
      if (!error) measure();
      callback(error, client, done);
    });
  }
}

const RELISTEN_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];

/**
 * A session-level advisory lock on a connection of its own: PostgreSQL releases it when the process
 * (or its connection) goes, so a crashed holder never blocks the next. After a lost connection it is
 * taken again; if another process took it meanwhile, that is logged (this one is already running).
 * Resolves with the release, or undefined when another process holds the lock now.
 */
async function holdPostgresLock(
  connectionString: string,
  lockKey: number,
): Promise<(() => Promise<void>) | undefined> {
  let client: pg.Client | undefined;
  let stopped = false;
  const take = async (): Promise<boolean> => {
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      // PostgreSQL's side: a holder whose host died or was cut off is noticed (and its lock freed)
      // within about a minute, not after the system's two-hour TCP keep-alive.
      options: '-c tcp_keepalives_idle=30 -c tcp_keepalives_interval=10 -c tcp_keepalives_count=3',
    });
    next.on('error', (error) => {
      if (stopped || client !== next) return;
      console.warn(`PostgreSQL lock connection lost: ${error.message}; taking the lock again`);
      client = undefined;
      void next.end().catch(() => undefined);
      void retake();
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
        lockKey,
      ]);
      if (!rows[0]?.taken) {
        await next.end();
        return false;
      }
      client = next;
      return true;
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
  };
  const retake = async () => {
    for (let attempt = 0; !stopped; attempt += 1) {
      await new Promise((resolve) =>
        setTimeout(resolve, RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)]).unref(),
      );
      if (stopped) return;
      try {
        const isTaken = await take();
        // Stopped while taking it: let it go rather than hold it for a process on its way out.
        if (stopped) {
          await client?.end().catch(() => undefined);
          return;
        }
        if (isTaken) return;
        console.error(
          `Another process took database lock ${lockKey} while this one's connection was lost; trying again`,
        );
      } catch {
        // Still away: try again after a longer pause.
      }
    }
  };
  if (!(await take())) return undefined;
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * LISTEN on a dedicated connection (TCP keep-alive on, so a silently dead link is noticed). After a
 * loss it connects again, with growing pauses, until it is stopped, then calls `onReconnect`.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => Promise<void>,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    next.on('error', (error) => {
      if (stopped || client !== next) return;
      console.warn(`PostgreSQL event connection lost: ${error.message}; listening again`);
      client = undefined;
      void next.end().catch(() => undefined);
      void reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  };
  const reconnect = async () => {
    for (let attempt = 0; !stopped; attempt += 1) {
      const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)] ?? 10_000;
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (stopped) return;
      try {
        const next = await connect();
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        await onReconnect?.().catch((error: unknown) =>
          console.warn(
            `Catching up on events failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
        return;
      } catch {
        // Still away: try again after a longer pause.
      }
    }
  };
  client = await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * PGlite's buffer pool. PostgreSQL's default, 128MB, is all touched at start (it is memory inside the
 * WASM instance), so it was 130 MB of every embedded shop's resident memory, idle or not: a demo
 * shop sat at 426 MB, 293 MB with 16MB. The files it caches are in the OS's page cache anyway, and
 * the catalogue's reads come from the in-memory index. Issue 24.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(dir: string): Promise<Database> {
  const resolved = path.resolve(dir);
  // NOTE: PGlite neither creates parent folders nor locks its folder; lockDataDir does both.
  const unlock = lockDataDir(path.dirname(resolved));
  try {
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
    // Both before PGlite starts; why in pglite-memory.ts.
    keepWasmOnBaselineCompiler();
    await createPgliteFolder(resolved, startParams);
    const client = await PGlite.create(resolved, { extensions: { pg_trgm }, startParams });
    // NOTE: PGlite's file layer sets modes itself (0666 for a new database's files, 0644 for some it
    // writes later), ignoring the process umask. Its folder is 0700, so no one else can reach them
    // meanwhile; the files themselves are tightened after opening and again after closing.
    restrictTreeToOwner(resolved);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      backend: 'pglite',
      analyze: async () => {
        await client.exec('VACUUM ANALYZE products');
      },
      runExclusive: (_lockKey, work) => work(db),
      poolStats: () => undefined,
      holdLock: async () => true,
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(channel, onNotify);
        // Closing the database first (a failing test, a shutdown) already ended the listening.
        return () => unlisten().catch(() => undefined);
      },
      close: async () => {
        await client.close();
        restrictTreeToOwner(resolved);
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * The shop's database as configured: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite.
 * Every entry point (server, db:migrate, db:seed) comes through here first, so this is where
 * DATA_DIR is made owner-only.
 */
export const openConfiguredDatabase = (
  config: Pick<
    Env,
    | 'DATABASE_URL'
    | 'DATA_DIR'
    | 'DATABASE_POOL_SIZE'
    | 'DATABASE_CONNECT_TIMEOUT_MS'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
    | 'DATABASE_PREPARED_STATEMENTS'
  >,
  poolSize = config.DATABASE_POOL_SIZE,
): Promise<Database> => {
  makeDataDirPrivate(config.DATA_DIR);
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  });
};
