// Opens the shop's database: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in
// DATA_DIR/pglite. Both are driven through the same Drizzle API and the same SQL dialect.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';
import { makeDataDirPrivate, restrictTreeToOwner } from '../lib/private-files.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Backend = 'pglite' | 'postgres';

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
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; ignored for PostgreSQL. */
  pgliteDir?: string | undefined;
  poolSize?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (!options.pgliteDir) throw new Error('pgliteDir is required when no DATABASE_URL is given');
  return openPglite(options.pgliteDir);
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // NOTE: an idle connection that the server drops (restart, failover) emits 'error'; without a
  // listener that would crash the process. The pool replaces the connection by itself.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
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
        try {
          return await work(drizzlePg(client, { schema }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<Database> {
  const resolved = path.resolve(dir);
  // NOTE: PGlite neither creates parent folders nor locks its folder; lockDataDir does both.
  const unlock = lockDataDir(path.dirname(resolved));
  try {
    const client = await PGlite.create(resolved, { extensions: { pg_trgm } });
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
  config: { DATABASE_URL?: string | undefined; DATA_DIR: string; DATABASE_POOL_SIZE: number },
  poolSize = config.DATABASE_POOL_SIZE,
): Promise<Database> => {
  makeDataDirPrivate(config.DATA_DIR);
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize,
  });
};
