// `npm run db:migrate`: applies the committed migrations to the configured database (DATABASE_URL,
// or the embedded one in DATA_DIR, which must not be in use by a running shop).
import { loadEnv } from '../config/env.js';
import { openConfiguredDatabase } from './client.js';
import { runMigrations } from './migrate.js';

const config = loadEnv();
const database = await openConfiguredDatabase(config, 2);
try {
  const applied = await runMigrations(database);
  for (const tag of applied) console.log(`Applied migration ${tag}`);
  console.log(
    applied.length > 0
      ? `${applied.length} migrations applied (${database.backend}).`
      : `The schema was current (${database.backend}); nothing to apply.`,
  );
} finally {
  await database.close();
}
