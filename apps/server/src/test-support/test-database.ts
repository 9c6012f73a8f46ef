// Test databases on both backends, each test file getting its own, made from a template the global
// setup migrated and seeded once (migrating and seeding costs seconds a file): PGlite as a copy of the
// template's folder, PostgreSQL as `CREATE DATABASE ... TEMPLATE` on the local server, dropped after.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Backend, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';

/** Where the API tests find PostgreSQL: a role that may create databases. */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The migrated PGlite template of this test run. Its own per run (named by the process that starts
 * the run, and handed to the workers through the environment): two runs on one machine (a CI clone
 * and a working copy) once shared one folder, and one run's global setup deleted it under the other.
 */
process.env.ESHOP_PGLITE_TEMPLATE_DIR ??= path.join(os.tmpdir(), `eshop-test-pglite-template-${process.pid}`);
export const PGLITE_TEMPLATE_DIR = process.env.ESHOP_PGLITE_TEMPLATE_DIR;
/** The migrated, seeded PostgreSQL template database of this test run (named per run, as above). */
process.env.ESHOP_POSTGRES_TEMPLATE ??= `eshop_test_template_${process.pid}`;
export const POSTGRES_TEMPLATE = process.env.ESHOP_POSTGRES_TEMPLATE;
export const BACKENDS: Backend[] = ['pglite', 'postgres'];

export type TestDatabase = {
  database: Database;
  dataDir: string;
  /** PostgreSQL only: the connection string, for a second session of a test's own. */
  url?: string;
  drop: () => Promise<void>;
};

const uniqueName = () => `eshop_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString('hex')}`;

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of its own on the test server (empty, or a copy of `template`), and how to drop it. */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueName();
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Closes the database unless a test already did (to make every query fail): a second close throws,
 * which left the PostgreSQL database and the data folder behind.
 */
async function closeOnce(database: Database): Promise<void> {
  await database.close().catch(() => {});
}

let templateFound: Promise<boolean> | undefined;
/** Whether the global setup made the PostgreSQL template (a test run without it makes each database anew). */
function templateExists(): Promise<boolean> {
  templateFound ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [POSTGRES_TEMPLATE]);
      return found.rowCount === 1;
    } finally {
      await client.end();
    }
  })();
  return templateFound;
}

export async function createTestDatabase(
  backend: Backend,
  options = { seedDemoData: true },
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-test-'));
  if (backend === 'pglite') {
    const useTemplate = options.seedDemoData && fs.existsSync(PGLITE_TEMPLATE_DIR);
    if (useTemplate) fs.cpSync(PGLITE_TEMPLATE_DIR, path.join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await prepareDatabase(database, options);
    return {
      database,
      dataDir,
      drop: async () => {
        await closeOnce(database);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const postgres = await createPostgresDatabase(
    options.seedDemoData && (await templateExists()) ? POSTGRES_TEMPLATE : undefined,
  );
  const database = await openDatabase({ databaseUrl: postgres.url, poolSize: 4 });
  await prepareDatabase(database, options);
  return {
    database,
    dataDir,
    url: postgres.url,
    drop: async () => {
      await closeOnce(database);
      await postgres.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
