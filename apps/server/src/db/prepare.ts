import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemoCatalog } from './seed/seed.js';

/** Migrates, seeds the demo catalogue into an empty shop, and refreshes planner statistics. */
export async function prepareDatabase(
  database: Database,
  options: { seedDemoData: boolean },
): Promise<number> {
  await runMigrations(database);
  const seeded = options.seedDemoData ? await seedDemoCatalog(database.db) : 0;
  // PGlite has no autovacuum: without fresh statistics the planner ignores the trigram index.
  if (seeded > 0) await database.analyze();
  return seeded;
}
