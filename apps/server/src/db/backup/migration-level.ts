// How far a database is migrated, in the code's own terms (how many of apps/server/drizzle's migrations,
// and the last one's tag), and migrating a database to a given level rather than all the way: a backup
// from an older shop is loaded at its own level and then migrated forward like any old shop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../client.js';
import { MIGRATIONS_DIR, runMigrations } from '../migrate.js';
import { BackupError } from './backup-error.js';
import { queryRows, type Session } from './query-rows.js';

// NOTE: the same key as migrate.ts, so a shop starting on the database waits for this migration.
const MIGRATION_LOCK_KEY = 7_341_902_001;

type JournalEntry = { idx: number; when: number; tag: string };

export type MigrationLevel = { count: number; lastTag: string | null };

/** The code's migrations, oldest first, as drizzle-kit's journal lists them. */
export function readJournal(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

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

/** Applies the code's first `count` migrations that the database lacks (all of them: `runMigrations`). */
export async function migrateTo(database: Database, count: number): Promise<void> {
  const entries = readJournal();
  if (count >= entries.length) {
    await runMigrations(database);
    return;
  }
  // drizzle's migrator reads a folder: a temporary one holding the first `count` migrations.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-migrations-'));
  try {
    const kept = entries.slice(0, count);
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: kept }),
    );
    for (const entry of kept) {
      fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    const config = { migrationsFolder: folder };
    if (database.backend === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase<never>, config);
    } else {
      await database.runExclusive(MIGRATION_LOCK_KEY, (db) =>
        migratePg(db as unknown as NodePgDatabase<never>, config),
      );
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
