// Applies the committed SQL migrations in apps/server/drizzle and says which it applied. On PostgreSQL
// an advisory lock makes several server instances starting together apply them once. A database
// migrated by a newer version of the shop is refused: this build may not know what changed.
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { SHOP_VERSION } from '../lib/shop-version.js';
import type { Database, Db } from './client.js';
import { MIGRATIONS_DIR, readJournal } from './migration-journal.js';

export { MIGRATIONS_DIR };
const MIGRATION_LOCK_KEY = 7_341_902_001;

/** The database's schema is newer than this build's: start the newer build instead. */
export class SchemaNewerThanBuildError extends Error {
  override name = 'SchemaNewerThanBuildError';
}

type AppliedState = { count: number; newestWhen: number; newestAt: string | null };

/** What drizzle recorded: how many migrations, and the newest one's journal time. */
async function readApplied(db: Pick<Db, 'execute'>): Promise<AppliedState> {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const [table] = rowsOf(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return { count: 0, newestWhen: 0, newestAt: null };
  const [row] = rowsOf(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    ),
  );
  const newestWhen = Number(row?.newest ?? 0);
  return {
    count: Number(row?.count ?? 0),
    newestWhen,
    newestAt: newestWhen > 0 ? new Date(newestWhen).toISOString().slice(0, 10) : null,
  };
}

/**
 * Migrates the database to this build's schema and returns the tags of the migrations it applied
 * (none when it was current). Throws SchemaNewerThanBuildError, naming both versions, for a database
 * a newer build migrated.
 */
export async function runMigrations(database: Database): Promise<string[]> {
  const journal = readJournal();
  const newestKnown = journal.at(-1);
  const migrate = async (db: Db) => {
    const before = await readApplied(db);
    if (newestKnown && before.newestWhen > newestKnown.when) {
      throw new SchemaNewerThanBuildError(
        `The database's schema is newer than this build: it has ${before.count} migrations, the newest written on ${before.newestAt} by a newer version of the shop, and eShop ${SHOP_VERSION} knows ${journal.length} (up to ${newestKnown.tag}). Start the version that migrated it (or a newer one), or restore the backup taken before the upgrade (docs/operator-guide.md: Upgrading).`,
      );
    }
    const config = { migrationsFolder: MIGRATIONS_DIR };
    if (database.backend === 'pglite') await migratePglite(db as unknown as PgliteDatabase<never>, config);
    else await migratePg(db as unknown as NodePgDatabase<never>, config);
    return journal.filter((entry) => entry.when > before.newestWhen).map((entry) => entry.tag);
  };
  // Other instances wait for the lock instead of racing to apply the same migration.
  return database.runExclusive(MIGRATION_LOCK_KEY, migrate);
}
