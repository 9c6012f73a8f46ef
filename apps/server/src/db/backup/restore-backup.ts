// Restores a backup into an empty database. The file is read and checked whole first (stage-backup.ts),
// then ONE transaction migrates the database to the backup's level, loads every table (checking each
// against the manifest's checksum), reads every table back and checks the same checksums again, sets
// the sequences and writes the uploads. Any refusal or difference rolls it all back, the migrations
// included, so the database is left exactly as it was. A backup from an older shop is then migrated
// forward like any old shop.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { runMigrations } from '../migrate.js';
import type { FileStorage } from '../../modules/media/storage/file-storage.js';
import { readLines } from './archive.js';
import { BackupError } from './backup-error.js';
import { loadTable } from './load-table.js';
import type { Manifest } from './manifest.js';
import {
  applyMigrations,
  codeMigrationLevel,
  lockMigrations,
  readMigrationLevel,
} from './migration-level.js';
import { quoteName, type Session } from '../query-rows.js';
import { stageBackup, type StagedBackup } from './stage-backup.js';
import { digestTable, useCanonicalText } from './table-rows.js';
import { assertEmpty, assertNoTables, matchTables } from './target-checks.js';

export type RestoreOptions = {
  database: Database;
  /** The backup file. */
  archive: string;
  /** Where the uploads go; without it the backup's uploads are left out (a move keeps them in place). */
  storage?: FileStorage | undefined;
};

export type RestoreResult = {
  manifest: Manifest;
  /** Each table as read back from the restored database, before the restore was committed. */
  tables: { name: string; rows: number; sha256: string }[];
  uploads: number;
  /** The backup came from an older shop and the database was migrated on to this one's level. */
  migratedForward: boolean;
};

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const staged = await stageBackup(options.archive, options.storage ? 'tables-and-uploads' : 'tables');
  try {
    return await restoreStaged({ database: options.database, staged, storage: options.storage });
  } finally {
    staged.remove();
  }
}

/** A backup already read and checked (`stageBackup`), into the database and the storage. */
export async function restoreStaged(options: {
  database: Database;
  staged: StagedBackup;
  storage?: FileStorage | undefined;
}): Promise<RestoreResult> {
  const { database, staged, storage } = options;
  const { manifest } = staged;
  // Uploads are put before the commit; if the commit then fails, the ones this restore created go again.
  const created: string[] = [];
  let restored: Pick<RestoreResult, 'tables' | 'uploads'>;
  try {
    restored = await database.db.transaction(async (tx) => {
      await lockMigrations(tx, database.backend);
      await tx.execute(sql`set local statement_timeout = 0`);
      const level = await readMigrationLevel(tx);
      if (level.count > 0) await assertEmpty(tx);
      else await assertNoTables(tx);
      if (level.count > manifest.migrations.count) {
        throw new BackupError(
          `The database is already migrated past the backup's level (${level.count} > ${manifest.migrations.count}). Restore into a new database (or a new DATA_DIR), which is migrated as the backup needs. Nothing was changed.`,
        );
      }
      await applyMigrations(tx, manifest.migrations.count);
      await useCanonicalText(tx);
      const tables = await matchTables(tx, manifest);
      await tx.execute(
        sql.raw(`truncate table ${tables.map((table) => `public.${quoteName(table.name)}`).join(', ')}`),
      );
      for (const table of tables) {
        await loadTable(tx, table, readLines(fs.createReadStream(staged.tableFile(table.name))));
      }
      // The same canonical rows, read back from this database, must give the backup's checksums.
      const readBack: RestoreResult['tables'] = [];
      for (const table of tables) {
        const digest = await digestTable(tx, table);
        if (digest.rows !== table.rows || digest.sha256 !== table.sha256) {
          throw new BackupError(
            `${table.name} reads back differently after loading (${digest.rows} rows, ${table.rows} in the backup). Nothing was restored.`,
          );
        }
        readBack.push({ name: table.name, ...digest });
      }
      await restoreSequences(tx, manifest.sequences);
      if (!storage || manifest.uploads === 'none') return { tables: readBack, uploads: 0 };
      for (const upload of staged.uploads) {
        // NOTE: a storage that already holds the file (a bucket shared with the backed-up shop) keeps
        // it, and a failure never deletes what this restore did not create.
        const existing = await storage.get(upload.key);
        const body = fs.readFileSync(upload.file);
        if (existing?.body.equals(body)) continue;
        if (!existing) created.push(upload.key);
        await storage.put(upload.key, body, upload.contentType);
      }
      return { tables: readBack, uploads: staged.uploads.length };
    });
  } catch (error) {
    if (storage && created.length > 0) await storage.delete(created).catch(() => undefined);
    throw error;
  }

  const migratedForward = manifest.migrations.count < codeMigrationLevel().count;
  if (migratedForward) await runMigrations(database);
  // PGlite has no autovacuum: fresh statistics, or the planner ignores indexes.
  await database.db.execute(sql.raw(database.backend === 'pglite' ? 'vacuum analyze' : 'analyze'));
  return { manifest, ...restored, migratedForward };
}

/** Order numbers and event ids go on from where the backed-up shop was. */
async function restoreSequences(session: Session, sequences: Manifest['sequences']): Promise<void> {
  for (const sequence of sequences) {
    await session.execute(
      sql`select setval(${`public.${quoteName(sequence.name)}`}::text::regclass, ${sequence.lastValue}::text::bigint, ${String(sequence.isCalled)}::text::boolean)`,
    );
  }
}
