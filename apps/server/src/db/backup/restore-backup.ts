// Restores a backup into an empty database: migrates it to the backup's level, then in ONE transaction
// loads every table (checking each against the manifest's checksum), reads every table back and checks
// the same checksums again, sets the sequences and writes the uploads. Any difference rolls it all
// back. A backup from an older shop is then migrated forward like any old shop.
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { runMigrations } from '../migrate.js';
import { assertSafeKey, type FileStorage } from '../../modules/media/storage/file-storage.js';
import { readArchive, readEntryBytes, readEntryLines, type ArchiveEntry } from './archive.js';
import { BackupError } from './backup-error.js';
import { loadTable } from './load-table.js';
import {
  MANIFEST_ENTRY,
  parseManifest,
  parseUploadsIndex,
  tableEntryName,
  UPLOAD_ENTRY_PREFIX,
  UPLOADS_INDEX_ENTRY,
  type Manifest,
  type UploadsIndex,
} from './manifest.js';
import { codeMigrationLevel, migrateTo, readMigrationLevel } from './migration-level.js';
import { quoteName, type Session } from './query-rows.js';
import { digestTable, useCanonicalText } from './table-rows.js';
import {
  assertEmpty,
  assertKnownLevel,
  assertNoTables,
  matchTables,
  type TargetTable,
} from './target-checks.js';

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

type StagedUpload = { key: string; file: string; size: number; sha256: string };

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { database } = options;
  const entries = readArchive(options.archive);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-restore-'));
  try {
    const manifest = await readManifestEntry(options.archive, entries);
    const level = await readMigrationLevel(database.db);
    if (level.count > 0) await assertEmpty(database.db);
    else await assertNoTables(database.db);
    if (level.count > manifest.migrations.count) {
      throw new BackupError(
        `The database is already migrated past the backup's level (${level.count} > ${manifest.migrations.count}). Restore into a new database (or a new DATA_DIR), which is migrated as the backup needs. Nothing was changed.`,
      );
    }
    if (level.count < manifest.migrations.count) await migrateTo(database, manifest.migrations.count);

    const restored = await database.db.transaction(async (tx) => {
      await useCanonicalText(tx);
      const tables = await matchTables(tx, manifest);
      // Checked again inside the transaction: nothing can have arrived since.
      await assertEmpty(tx);
      await tx.execute(
        sql.raw(`truncate table ${tables.map((table) => `public.${quoteName(table.name)}`).join(', ')}`),
      );
      const staged = await loadEntries(tx, entries, tables, options.storage ? staging : undefined);
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
      if (options.storage && manifest.uploads !== 'none') {
        checkUploads(staged.uploads, staged.index);
        for (const upload of staged.uploads) {
          const contentType = staged.index?.files.find((file) => file.key === upload.key)?.contentType;
          await options.storage.put(
            upload.key,
            fs.readFileSync(upload.file),
            contentType ?? 'application/octet-stream',
          );
        }
      }
      return { tables: readBack, uploads: options.storage ? staged.uploads.length : 0 };
    });

    const migratedForward = manifest.migrations.count < codeMigrationLevel().count;
    if (migratedForward) await runMigrations(database);
    // PGlite has no autovacuum: fresh statistics, or the planner ignores indexes (STACK-NOTES).
    await database.db.execute(sql.raw(database.backend === 'pglite' ? 'vacuum analyze' : 'analyze'));
    return { manifest, ...restored, migratedForward };
  } finally {
    await entries.return(undefined);
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The backup's manifest, checked (a shop backup, of a level this code knows), without touching any database. */
export async function readBackupManifest(archive: string): Promise<Manifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`There is no backup at ${archive}.`);
  const entries = readArchive(archive);
  try {
    return await readManifestEntry(archive, entries);
  } finally {
    await entries.return(undefined);
  }
}

async function readManifestEntry(archive: string, entries: AsyncGenerator<ArchiveEntry>): Promise<Manifest> {
  const first = await entries.next();
  if (first.done || first.value.name !== MANIFEST_ENTRY) {
    throw new BackupError(`${archive} is not a shop backup (it does not start with its manifest).`);
  }
  const manifest = parseManifest((await readEntryBytes(first.value)).toString('utf8'));
  assertKnownLevel(manifest);
  return manifest;
}

/** Loads the archive's remaining entries in order: tables into the database, uploads into `staging`. */
async function loadEntries(
  session: Session,
  entries: AsyncGenerator<ArchiveEntry>,
  tables: TargetTable[],
  staging: string | undefined,
): Promise<{ uploads: StagedUpload[]; index: UploadsIndex | undefined }> {
  const tableByEntry = new Map(tables.map((table) => [tableEntryName(table.name), table]));
  const loaded = new Set<string>();
  const uploads: StagedUpload[] = [];
  let index: UploadsIndex | undefined;
  for await (const entry of entries) {
    const table = tableByEntry.get(entry.name);
    if (table && !loaded.has(table.name)) {
      await loadTable(session, table, readEntryLines(entry));
      loaded.add(table.name);
    } else if (entry.name.startsWith(UPLOAD_ENTRY_PREFIX)) {
      if (staging) uploads.push(await stageUpload(entry, staging, uploads.length));
    } else if (entry.name === UPLOADS_INDEX_ENTRY) {
      index = parseUploadsIndex((await readEntryBytes(entry)).toString('utf8'));
    } else {
      throw new BackupError(`The backup is damaged: it holds ${entry.name}, which no backup has.`);
    }
  }
  const missing = tables.filter((table) => !loaded.has(table.name)).map((table) => table.name);
  if (missing.length > 0) throw new BackupError(`The backup is incomplete: it lacks ${missing.join(', ')}.`);
  return { uploads, index };
}

async function stageUpload(entry: ArchiveEntry, staging: string, position: number): Promise<StagedUpload> {
  const key = entry.name.slice(UPLOAD_ENTRY_PREFIX.length);
  // A key is a file name in DATA_DIR/uploads: the shop's own shape only, never a path out of it.
  try {
    assertSafeKey(key);
  } catch {
    throw new BackupError(`The backup is damaged: ${entry.name} is not a name the shop gives its uploads.`);
  }
  const file = path.join(staging, String(position));
  const hash = crypto.createHash('sha256');
  const out = fs.createWriteStream(file, { mode: 0o600 });
  let size = 0;
  for await (const chunk of entry.body) {
    hash.update(chunk);
    size += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return { key, file, size, sha256: hash.digest('hex') };
}

/** Every upload the backup lists arrived whole, and nothing else did. */
function checkUploads(uploads: StagedUpload[], index: UploadsIndex | undefined): void {
  if (!index) throw new BackupError('The backup is incomplete: its list of uploads is missing.');
  const staged = new Map(uploads.map((upload) => [upload.key, upload]));
  for (const file of index.files) {
    const upload = staged.get(file.key);
    if (!upload || upload.size !== file.size || upload.sha256 !== file.sha256) {
      throw new BackupError(
        `The backup's upload ${file.key} is missing or differs from its checksum. Nothing was restored.`,
      );
    }
  }
  if (staged.size !== index.files.length) {
    throw new BackupError('The backup holds uploads its list does not name. Nothing was restored.');
  }
}

/** Order numbers and event ids go on from where the backed-up shop was. */
async function restoreSequences(session: Session, sequences: Manifest['sequences']): Promise<void> {
  for (const sequence of sequences) {
    await session.execute(
      sql`select setval(${`public.${quoteName(sequence.name)}`}::text::regclass, ${sequence.lastValue}::text::bigint, ${String(sequence.isCalled)}::text::boolean)`,
    );
  }
}
