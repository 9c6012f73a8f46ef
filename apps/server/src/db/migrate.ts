// Applies the committed SQL migrations in apps/server/drizzle. On PostgreSQL an advisory lock makes
// several server instances starting together apply them once.
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK_KEY = 7_341_902_001;

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.backend === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<never>, config);
    return;
  }
  // Other instances wait for the lock instead of racing to apply the same migration.
  await database.runExclusive(MIGRATION_LOCK_KEY, (db) =>
    migratePg(db as unknown as NodePgDatabase<never>, config),
  );
}
