import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { seedDemoCatalog } from './seed/seed.js';
import { seedDemoShippingAndTax } from '../modules/shipping/shipping-and-tax-settings.js';

/** Migrates, seeds the demo catalogue (and its shipping and tax) into an empty shop, and refreshes planner statistics. */
export async function prepareDatabase(
  database: Database,
  options: {
    seedDemoData: boolean;
    /** Told the tags of the migrations applied now (none when the schema was current). */
    onMigrated?: (applied: string[]) => void;
  },
): Promise<number> {
  // NOTE: not inside `onMigrated?.(...)`, whose arguments are not evaluated when it is unset.
  const applied = await runMigrations(database);
  options.onMigrated?.(applied);
  const seeded = options.seedDemoData ? await seedDemoCatalog(database.db) : 0;
  // The demo's shipping methods and tax rates, once, on a shop that never had settings.
  if (options.seedDemoData) await seedDemoShippingAndTax(database.db);
  // PGlite has no autovacuum: without fresh statistics the planner ignores the trigram index.
  if (seeded > 0) await database.analyze();
  return seeded;
}
