// Runs once before the server's tests: builds the migrated, seeded templates that each test file
// copies (a PGlite folder, a PostgreSQL database), bundles the server that the process-level tests
// start (server-build.ts), and checks that PostgreSQL answers so its tests fail with a clear reason.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import {
  adminQuery,
  PGLITE_TEMPLATE_DIR,
  POSTGRES_TEMPLATE,
  TEST_POSTGRES_URL,
} from '../src/test-support/test-database.js';
import { buildServerForTests, removeServerBuild } from '../src/test-support/server-build.js';

export default async function setup() {
  // The bundle is made by a process of its own while this one migrates the templates.
  const serverBuilt = buildServerForTests();
  // Awaited below; a failure before then must not leave it unhandled.
  serverBuilt.catch(() => undefined);
  fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: path.join(PGLITE_TEMPLATE_DIR, 'pglite') });
  await prepareDatabase(database, { seedDemoData: true });
  await database.close();
  // The template is copied below its pglite folder only; the lock file stays out of it.
  fs.rmSync(path.join(PGLITE_TEMPLATE_DIR, 'eshop.lock'), { force: true });
  const templatePglite = path.join(PGLITE_TEMPLATE_DIR, 'pglite');
  const flat = `${PGLITE_TEMPLATE_DIR}-flat`;
  fs.rmSync(flat, { recursive: true, force: true });
  fs.renameSync(templatePglite, flat);
  fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  fs.renameSync(flat, PGLITE_TEMPLATE_DIR);

  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_POSTGRES_URL} (set TEST_DATABASE_URL): ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
  const templateUrl = new URL(TEST_POSTGRES_URL);
  templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
  const postgres = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 2 });
  await prepareDatabase(postgres, { seedDemoData: true });
  // No connection may stay open on a template while databases are made from it.
  await postgres.close();
  await serverBuilt;

  // Vitest runs what setup returns once every test file is done.
  return async () => {
    removeServerBuild();
    fs.rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
  };
}
