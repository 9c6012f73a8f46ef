// The real app over a test database, driven through app.inject (real routing, validation,
// serialisation and error handling; no socket).
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import { loadEnv } from '../config/env.js';
import { openDatabase, type Backend } from '../db/client.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export type TestApp = { app: App; testDb: TestDatabase; close: () => Promise<void> };

export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'stripeApi'> = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(backend);
  const config = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: testDb.dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: `${testDb.dataDir}/no-web-build`,
    ...env,
  });
  const app = await buildApp({ config, database: testDb.database, logger: false, ...options });
  await app.ready();
  // Every listing of a test comes from the same place: the index, once built (or the database).
  await app.catalogIndexer?.whenReady();
  return {
    app,
    testDb,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

/**
 * Another instance of the shop on the same PostgreSQL database as `t` (its own pool), as a second
 * server behind a load balancer: for tests that a change made through one is heard by the other.
 */
export async function secondInstance(t: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl: t.testDb.url, poolSize: 4 });
  const config = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: t.testDb.dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: `${t.testDb.dataDir}/no-web-build`,
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  await app.catalogIndexer?.whenReady();
  return {
    app,
    testDb: t.testDb,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
