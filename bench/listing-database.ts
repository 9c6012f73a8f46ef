// Builds one benchmark catalogue: a fresh database (PGlite in a temp folder, or a new PostgreSQL
// database), migrated by the server's own code, filled with generated products and analysed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseOptions } from '../apps/server/src/db/client.js';
import { prepareDatabase } from '../apps/server/src/db/prepare.js';
import { generateProducts, insertProducts } from '../apps/server/src/db/seed/generate-products.js';
import type { BenchBackend } from './options.js';

export type BenchDatabase = {
  backend: BenchBackend;
  size: number;
  /** Environment that points the server at this database. */
  serverEnv: Record<string, string>;
  /** How to open it from the benchmark (only while no server holds it, for PGlite). */
  databaseOptions: DatabaseOptions;
  seedMs: number;
  /** Removes the temp folder or drops the database. */
  dispose: () => Promise<void>;
};

/** Connection string of database `name` on the server of `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function fill(databaseOptions: DatabaseOptions, size: number): Promise<void> {
  const database = await openDatabase(databaseOptions);
  try {
    await prepareDatabase(database, { seedDemoData: false });
    await insertProducts(database.db, generateProducts(size));
    await database.analyze();
  } finally {
    await database.close();
  }
  // A freshly filled table invites autovacuum, which then competes with the measured runs for the
  // same two cores (1M products: p99 doubled). Vacuum now, before the server starts.
  if (databaseOptions.databaseUrl) {
    const client = new pg.Client({ connectionString: databaseOptions.databaseUrl });
    await client.connect();
    try {
      await client.query('VACUUM ANALYZE products');
    } finally {
      await client.end();
    }
  }
}

/** A kept catalogue gets the migrations added since it was filled. */
async function migrate(databaseOptions: DatabaseOptions): Promise<void> {
  const database = await openDatabase(databaseOptions);
  try {
    await prepareDatabase(database, { seedDemoData: false });
  } finally {
    await database.close();
  }
}

type Target = Pick<BenchDatabase, 'serverEnv' | 'databaseOptions' | 'dispose'> & {
  /** A kept database that already holds the catalogue (BENCH_KEEP_DATABASES). */
  isFilled?: boolean;
};

/**
 * BENCH_KEEP_DATABASES=1: PostgreSQL catalogues are kept after the run and used again by the next
 * one of the same size (seeding 1M products takes ~4 minutes). The listing benchmark only reads
 * them. Read here, not in options.ts: it concerns this file alone.
 */
const KEEPS_DATABASES = process.env.BENCH_KEEP_DATABASES === '1';

async function onSaleCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      'SELECT count(*) AS count FROM products WHERE deleted_at IS NULL',
    );
    return Number(result.rows[0]?.count ?? -1);
  } catch {
    return -1;
  } finally {
    await client.end();
  }
}

function pgliteTarget(size: number): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `eshop-bench-${size}-`));
  return {
    databaseOptions: { pgliteDir: path.join(dataDir, 'pglite') },
    serverEnv: { DATA_DIR: dataDir },
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(size: number, postgresUrl: string, label: string): Promise<Target> {
  const name = `eshop_${label}_${size}`;
  const drop = () =>
    withAdmin(postgresUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = databaseUrl(postgresUrl, name);
  const isKept = KEEPS_DATABASES && label === 'bench';
  const exists = await withAdmin(postgresUrl, async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  });
  const isFilled = isKept && exists && (await onSaleCount(url)) === size;
  if (!isFilled) {
    await drop();
    await withAdmin(postgresUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  }
  // The server still wants a DATA_DIR (uploads, outbox); keep it out of the repository.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `eshop-bench-pg-${size}-`));
  return {
    databaseOptions: { databaseUrl: url, poolSize: 2 },
    serverEnv: { DATABASE_URL: url, DATA_DIR: dataDir },
    isFilled,
    dispose: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!isKept) await drop();
    },
  };
}

export async function createBenchDatabase(
  backend: BenchBackend,
  size: number,
  postgresUrl: string,
  /** Names the PostgreSQL database (`eshop_<label>_<size>`), so benchmarks never share one. */
  label = 'bench',
): Promise<BenchDatabase> {
  const startedAt = performance.now();
  const target = backend === 'pglite' ? pgliteTarget(size) : await postgresTarget(size, postgresUrl, label);
  try {
    if (target.isFilled) await migrate(target.databaseOptions);
    else await fill(target.databaseOptions, size);
  } catch (error) {
    await target.dispose();
    throw error;
  }
  return {
    backend,
    size,
    serverEnv: target.serverEnv,
    databaseOptions: target.databaseOptions,
    seedMs: performance.now() - startedAt,
    dispose: target.dispose,
  };
}
