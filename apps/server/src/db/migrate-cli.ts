// `npm run db:migrate`: applies the committed migrations to the configured database (DATABASE_URL,
// or the embedded one in DATA_DIR, which must not be in use by a running shop).
import path from 'node:path';
import { loadEnv } from '../config/env.js';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';

const config = loadEnv();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.DATA_DIR, 'pglite'),
  poolSize: 2,
});
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.backend}).`);
} finally {
  await database.close();
}
