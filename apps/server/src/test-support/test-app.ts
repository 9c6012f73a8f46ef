// The real app over a test database, driven through app.inject (real routing, validation,
// serialisation and error handling; no socket).
import { buildApp, type App, type BuildAppOptions } from '../app.js';
import { loadEnv } from '../config/env.js';
import type { Backend } from '../db/client.js';
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
