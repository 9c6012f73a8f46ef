// Makes a backup: the tables dumped in one snapshot (`prepareBackup`), then the manifest, the tables
// and the uploads packed into one .tar.gz (`writeBackup`), to a file or to a running shop's answer.
// Uploads are copied after the snapshot, so every file a row in it names was already stored (decision
// 033). A file is written beside its final name and renamed when complete, so a failed backup never
// leaves a file that looks whole.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Database } from '../client.js';
import { assertSafeKey } from '../../modules/media/storage/file-storage.js';
import { createArchiveWriter, createPrivateFile } from './archive.js';
import { dumpTables } from './dump-tables.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  readShopVersion,
  tableEntryName,
  UPLOAD_ENTRY_PREFIX,
  UPLOADS_INDEX_ENTRY,
  type Manifest,
  type UploadsIndex,
} from './manifest.js';
import type { UploadFiles } from './upload-files.js';

export type BackupOptions = {
  database: Database;
  /** The backup file to write. */
  file: string;
  /** The shop's uploads; left out when not given (a move keeps them where they are). */
  uploads?: UploadFiles | undefined;
};

export type BackupResult = {
  manifest: Manifest;
  uploads: number;
  /** Files listed that were gone when read (the shop deleted them meanwhile), and ones the shop never wrote. */
  skippedUploads: string[];
  bytes: number;
};

/** The tables, dumped into a temporary folder, and the manifest that describes them. */
export type PreparedBackup = { manifest: Manifest; folder: string; remove: () => void };

export async function prepareBackup(
  database: Database,
  uploads: UploadFiles | undefined,
): Promise<PreparedBackup> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-backup-'));
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  try {
    const dump = await dumpTables(database, folder);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      shopVersion: readShopVersion(),
      createdAt: new Date().toISOString(),
      backend: database.backend,
      ...dump,
      uploads: uploads?.storage.kind ?? 'none',
    };
    return { manifest, folder, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Packs a prepared backup and the uploads into `destination`; rejects (and stops writing) on a failure. */
export async function writeBackup(
  prepared: PreparedBackup,
  uploads: UploadFiles | undefined,
  destination: Writable,
): Promise<Pick<BackupResult, 'uploads' | 'skippedUploads'>> {
  const { manifest, folder } = prepared;
  const writer = createArchiveWriter(destination);
  const index: UploadsIndex = { files: [], skipped: [] };
  try {
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await writer.add(MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
    for (const table of manifest.tables) {
      const file = path.join(folder, `${table.name}.jsonl`);
      await writer.add(tableEntryName(table.name), fs.statSync(file).size, fs.createReadStream(file));
    }
    if (uploads) {
      for await (const key of uploads.listKeys()) {
        const stored = isShopKey(key) ? await uploads.storage.get(key) : undefined;
        if (!stored) {
          index.skipped?.push(key);
          continue;
        }
        await writer.add(`${UPLOAD_ENTRY_PREFIX}${key}`, stored.body.length, stored.body);
        index.files.push({
          key,
          size: stored.body.length,
          sha256: crypto.createHash('sha256').update(stored.body).digest('hex'),
          contentType: stored.contentType,
        });
      }
    }
    const indexBytes = Buffer.from(JSON.stringify(index));
    await writer.add(UPLOADS_INDEX_ENTRY, indexBytes.length, indexBytes);
    await writer.finish();
  } catch (error) {
    writer.abort();
    throw error;
  }
  return { uploads: index.files.length, skippedUploads: index.skipped ?? [] };
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const partial = `${options.file}.partial`;
  const prepared = await prepareBackup(options.database, options.uploads);
  try {
    const written = await writeBackup(prepared, options.uploads, createPrivateFile(partial));
    fs.renameSync(partial, options.file);
    return { manifest: prepared.manifest, ...written, bytes: fs.statSync(options.file).size };
  } finally {
    prepared.remove();
    fs.rmSync(partial, { force: true });
  }
}

const isShopKey = (key: string) => {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
};
