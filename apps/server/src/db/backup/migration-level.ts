// How far a database is migrated, in the code's own terms (how many of apps/server/drizzle's migrations,
// and the last one's tag), and migrating a database to a given level rather than all the way: a backup
// from an older shop is loaded at its own level and then migrated forward like any old shop.
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../client.js';
import { MIGRATIONS_DIR, readJournal } from '../migration-journal.js';
import { BackupError } from './backup-error.js';
import { queryRows, type Session } from '../query-rows.js';

// NOTE: the same key as migrate.ts, so a shop starting on the database waits for this migration.
const MIGRATION_LOCK_KEY = 7_341_902_001;

export type MigrationLevel = { count: number; lastTag: string | null };

export function codeMigrationLevel(): MigrationLevel {
  const entries = readJournal();
  return { count: entries.length, lastTag: entries.at(-1)?.tag ?? null };
}

/**
 * The database's level: drizzle records each applied migration with its journal time, and applies
 * the ones after the newest it recorded. A newest time the journal does not know is a newer shop's.
 */
export async function readMigrationLevel(session: Session): Promise<MigrationLevel> {
  const [table] = await queryRows<{ name: string | null }>(
    session,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return { count: 0, lastTag: null };
  const [newest] = await queryRows<{ createdAt: string | null }>(
    session,
    sql`select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations`,
  );
  if (!newest?.createdAt) return { count: 0, lastTag: null };
  const entries = readJournal();
  const index = entries.findIndex((entry) => String(entry.when) === newest.createdAt);
  if (index < 0) {
    throw new BackupError(
      "The database was migrated by a newer version of the shop than this one (its last migration is not among this version's). Use that version, or a newer one.",
    );
  }
  return { count: index + 1, lastTag: entries[index]?.tag ?? null };
}

/** Shops starting on the same PostgreSQL database wait until the caller's transaction ends. */
export async function lockMigrations(session: Session, backend: Database['backend']): Promise<void> {
  if (backend === 'postgres') await session.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
}

/**
 * Applies the code's first `count` migrations that the database lacks, inside the caller's
 * transaction (a restore's, so a refused restore leaves no migrated schema behind). Each is recorded
 * as drizzle's migrator records it (its sha256 and journal time in drizzle.__drizzle_migrations), so
 * `runMigrations` later goes on from there.
 * NOTE: drizzle's own migrator cannot join a transaction (it begins and commits its own); this is its
 * loop (PgDialect.migrate in drizzle-orm 0.45). A test restores a backup and then migrates it forward.
 */
export async function applyMigrations(session: Session, count: number): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).slice(0, count);
  await session.execute(sql`create schema if not exists drizzle`);
  await session.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [newest] = await queryRows<{ createdAt: string | null }>(
    session,
    sql`select max(created_at)::text as "createdAt" from drizzle.__drizzle_migrations`,
  );
  const appliedUpTo = Number(newest?.createdAt ?? 0);
  for (const migration of migrations) {
    if (migration.folderMillis <= appliedUpTo) continue;
    for (const statement of migration.sql) await session.execute(sql.raw(statement));
    await session.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** Migrates a database to the code's first `count` migrations (an older shop's level), in one transaction. */
export async function migrateTo(database: Database, count: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    await lockMigrations(tx, database.backend);
    await tx.execute(sql`set local statement_timeout = 0`);
    await applyMigrations(tx, count);
  });
}
