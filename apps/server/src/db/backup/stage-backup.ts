// Reads a backup file through once, before any database is touched: every table's lines and every
// upload are checked against the manifest's and the uploads list's sizes and checksums, and (for a
// restore) kept in a temporary folder to load from. So a changed, truncated or foreign file is refused
// with one line and nothing changed, whatever order a tar tool packed its entries in.
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertSafeKey } from '../../modules/media/storage/file-storage.js';
import { quoteEntryName, readArchive, readEntryBytes, type ArchiveEntry } from './archive.js';
import { BackupError } from './backup-error.js';
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
import { assertKnownLevel } from './target-checks.js';

export type StagedUpload = { key: string; file: string; size: number; sha256: string; contentType: string };

export type StagedBackup = {
  manifest: Manifest;
  /** The file holding a table's lines (when tables were kept). */
  tableFile: (table: string) => string;
  /** The uploads, checked, in the archive's order (when uploads were kept). */
  uploads: StagedUpload[];
  index: UploadsIndex;
  /** Removes the temporary folder. */
  remove: () => void;
};

/** What to keep on disk: everything (a restore), the tables (a move keeps uploads in place), nothing (a check). */
export type Keep = 'tables-and-uploads' | 'tables' | 'nothing';

type Digest = { file: string; size: number; lines: number; sha256: string };

export async function stageBackup(archive: string, keep: Keep): Promise<StagedBackup> {
  if (!fs.existsSync(archive)) throw new BackupError(`There is no backup at ${archive}.`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-restore-'));
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  try {
    let manifest: Manifest | undefined;
    let index: UploadsIndex | undefined;
    const tables = new Map<string, Digest>();
    const uploads = new Map<string, Digest>();
    const assertFirst = (seen: Map<string, Digest>, name: string) => {
      if (seen.has(name))
        throw new BackupError(`The backup holds ${quoteEntryName(name)} twice: it is damaged.`);
    };
    for await (const entry of readArchive(archive)) {
      if (entry.name === MANIFEST_ENTRY) {
        if (manifest) throw new BackupError('The backup holds two manifests: it is damaged.');
        manifest = parseManifest((await readEntryBytes(entry)).toString('utf8'));
        assertKnownLevel(manifest);
      } else if (entry.name === UPLOADS_INDEX_ENTRY) {
        index = parseUploadsIndex((await readEntryBytes(entry)).toString('utf8'));
      } else if (/^tables\/[^/]+\.jsonl$/.test(entry.name)) {
        assertFirst(tables, entry.name);
        const file = keep === 'nothing' ? undefined : path.join(folder, `table-${tables.size}`);
        tables.set(entry.name, await stageEntry(entry, file));
      } else if (entry.name.startsWith(UPLOAD_ENTRY_PREFIX)) {
        const key = entry.name.slice(UPLOAD_ENTRY_PREFIX.length);
        assertUploadKey(key);
        assertFirst(uploads, key);
        const file = keep === 'tables-and-uploads' ? path.join(folder, `upload-${uploads.size}`) : undefined;
        uploads.set(key, await stageEntry(entry, file));
      } else {
        throw new BackupError(`The backup holds ${quoteEntryName(entry.name)}, which no shop backup has.`);
      }
    }
    if (!manifest) throw new BackupError(`${archive} is not a shop backup (it holds no ${MANIFEST_ENTRY}).`);
    checkTables(manifest, tables);
    if (!index)
      throw new BackupError('The backup is incomplete: its list of uploads (uploads.json) is missing.');
    checkUploads(index, uploads);
    const contentTypes = new Map(index.files.map((file) => [file.key, file.contentType]));
    return {
      manifest,
      tableFile: (table) => tables.get(tableEntryName(table))?.file ?? '',
      uploads:
        keep === 'tables-and-uploads'
          ? [...uploads].map(([key, digest]) => ({
              key,
              file: digest.file,
              size: digest.size,
              sha256: digest.sha256,
              contentType: contentTypes.get(key) ?? 'application/octet-stream',
            }))
          : [],
      index,
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Reads the whole backup and checks every checksum in it, keeping nothing (after a backup is made or received). */
export async function verifyBackup(archive: string): Promise<StagedBackup> {
  const staged = await stageBackup(archive, 'nothing');
  staged.remove();
  return staged;
}

/** An entry's size, line count and sha256, copied to `file` when given. */
async function stageEntry(entry: ArchiveEntry, file: string | undefined): Promise<Digest> {
  const hash = crypto.createHash('sha256');
  const out = file ? fs.createWriteStream(file, { mode: 0o600 }) : undefined;
  let size = 0;
  let lines = 0;
  for await (const chunk of entry.body) {
    hash.update(chunk);
    size += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    if (out && !out.write(chunk)) await once(out, 'drain');
  }
  if (out) {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  return { file: file ?? '', size, lines, sha256: hash.digest('hex') };
}

function assertUploadKey(key: string): void {
  // A key becomes a file name in DATA_DIR/uploads: the shop's own shape only, never a path out of it.
  try {
    assertSafeKey(key);
  } catch {
    throw new BackupError(
      `The backup holds ${quoteEntryName(`${UPLOAD_ENTRY_PREFIX}${key}`)}, which is not a name the shop gives its uploads.`,
    );
  }
}

/** Every table the manifest lists is there with its row count and checksum, and no other. */
function checkTables(manifest: Manifest, tables: Map<string, Digest>): void {
  const listed = new Set(manifest.tables.map((table) => tableEntryName(table.name)));
  for (const name of tables.keys()) {
    if (!listed.has(name)) {
      throw new BackupError(
        `The backup holds ${quoteEntryName(name)}, which its manifest does not list: it was changed.`,
      );
    }
  }
  const missing = manifest.tables.filter((table) => !tables.has(tableEntryName(table.name)));
  if (missing.length > 0) {
    throw new BackupError(
      `The backup is incomplete: it lacks ${missing.map((table) => table.name).join(', ')}.`,
    );
  }
  for (const table of manifest.tables) {
    const staged = tables.get(tableEntryName(table.name));
    if (staged?.lines !== table.rows || staged.sha256 !== table.sha256) {
      throw new BackupError(
        `The backup's ${table.name} does not match its checksum (${staged?.lines ?? 0} rows read, ${table.rows} recorded): it was changed or damaged after it was made. Nothing was restored.`,
      );
    }
  }
}

/** Every upload the list names arrived whole, and nothing else did. */
function checkUploads(index: UploadsIndex, uploads: Map<string, Digest>): void {
  for (const file of index.files) {
    const upload = uploads.get(file.key);
    if (upload?.size !== file.size || upload.sha256 !== file.sha256) {
      throw new BackupError(
        `The backup's upload ${file.key} is missing or differs from its checksum. Nothing was restored.`,
      );
    }
  }
  if (uploads.size !== index.files.length) {
    throw new BackupError(
      'The backup holds uploads its list does not name: it was changed. Nothing was restored.',
    );
  }
}
