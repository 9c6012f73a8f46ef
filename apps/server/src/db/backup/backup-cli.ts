// `npm run db:backup -- [--out FILE|FOLDER/] [--s3] [--keep N] [--daily-at HH:MM]`: the configured shop
// (DATABASE_URL, or the embedded one in DATA_DIR, asked through the shop itself while it runs) and its
// uploads, into one .tar.gz, read back and checked whole; then, as asked, sent to the shop's bucket and
// the older backups beyond the newest N removed (decisions 033 and 052).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Env } from '../../config/env.js';
import { createFileStorage } from '../../modules/media/storage/create-storage.js';
import { BackupError } from './backup-error.js';
import { sendToBucket } from './backup-bucket.js';
import { backupName, pruneFolder } from './backup-names.js';
import { formatBytes, loadShopEnv, resolveTypedPath, runCommand } from './cli-support.js';
import { createBackup } from './create-backup.js';
import { parseTimeOfDay, runDaily } from './daily.js';
import { describeFailure } from './failure-message.js';
import { openShopDatabase, ShopRunningError } from './open-shop-database.js';
import { fetchFromRunningShop } from './running-shop.js';
import { verifyBackup } from './stage-backup.js';
import { listUploadKeys } from './upload-files.js';

type Options = {
  /** Where the file goes: a folder (named by time, `--keep` prunes it), a file, or a temporary folder. */
  output: { folder: string; isTemporary: boolean } | { file: string };
  toBucket: boolean;
  keep: number | undefined;
};

await runCommand(async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', short: 'o' },
      s3: { type: 'boolean', default: false },
      keep: { type: 'string' },
      'daily-at': { type: 'string' },
    },
  });
  const options = readOptions(values);
  const dailyAt = values['daily-at'] === undefined ? undefined : parseTimeOfDay(values['daily-at']);
  if (dailyAt && 'file' in options.output) {
    throw new BackupError(
      '--daily-at makes a new file every day: give --out a folder (ending in /), or --s3.',
    );
  }
  const config = loadShopEnv();
  if (options.toBucket && !config.S3_BUCKET) {
    throw new BackupError(
      "--s3 sends the backup to the shop's bucket, but S3_BUCKET is not set: set the S3_* settings the shop uses for its pictures.",
    );
  }
  if (dailyAt) {
    await runDaily(
      dailyAt,
      () => backUpOnce(config, options),
      (error) => console.error(describeFailure(error)),
    );
  }
  await backUpOnce(config, options);
});

function readOptions(values: { out?: string; s3: boolean; keep?: string }): Options {
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
    throw new BackupError(
      `--keep takes how many backups to keep, a whole number from 1 (--keep 14), not ${JSON.stringify(values.keep)}.`,
    );
  }
  if (values.out === undefined) {
    return {
      output: values.s3
        ? { folder: os.tmpdir(), isTemporary: true }
        : { folder: resolveTypedPath('.'), isTemporary: false },
      toBucket: values.s3,
      keep,
    };
  }
  const target = resolveTypedPath(values.out);
  const isFolder = values.out.endsWith('/') || (fs.existsSync(target) && fs.statSync(target).isDirectory());
  if (!isFolder && keep !== undefined && !values.s3) {
    throw new BackupError(
      '--keep removes older backups by their names (eshop-backup-<time>.tar.gz): give --out a folder (ending in /), not a file name.',
    );
  }
  return {
    output: isFolder ? { folder: target, isTemporary: false } : { file: target },
    toBucket: values.s3,
    keep,
  };
}

async function backUpOnce(config: Env, options: Options): Promise<void> {
  const started = Date.now();
  const name = backupName(new Date());
  const { output } = options;
  const temporary =
    'isTemporary' in output && output.isTemporary
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-backup-file-'))
      : undefined;
  if ('folder' in output && !temporary) fs.mkdirSync(output.folder, { recursive: true });
  const file = 'file' in output ? output.file : path.join(temporary ?? output.folder, name);
  try {
    const source = await makeBackupFile(config, file);
    // Read back whole, every checksum: a backup that cannot be restored is found tonight, not on the day it is needed.
    const { manifest, index } = await verifyBackup(file);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const where = temporary ? 'a temporary file' : file;
    console.log(
      `Backed up ${manifest.tables.length} tables (${rows} rows) and ${index.files.length} uploads from ${source} to ${where} (${formatBytes(fs.statSync(file).size)}, ${((Date.now() - started) / 1000).toFixed(1)} s), read back and checked.`,
    );
    const skipped = index.skipped ?? [];
    if (skipped.length > 0) {
      console.warn(
        `Left out ${skipped.length} files of the uploads (deleted while the backup ran, or not the shop's): ${skipped.slice(0, 10).join(', ')}`,
      );
    }
    if (options.toBucket) {
      const sent = await sendToBucket(config, file, name, options.keep);
      console.log(
        `Sent to the bucket ${sent.bucket} as ${sent.key}${options.keep ? `; kept the newest ${options.keep} there, removed ${sent.removed.length} older` : ''}.`,
      );
    }
    if (options.keep && 'folder' in output && !temporary) {
      const removed = pruneFolder(output.folder, options.keep, name);
      console.log(
        `Kept the newest ${options.keep} backups in ${output.folder}; removed ${removed.length} older.`,
      );
    }
  } finally {
    if (temporary) fs.rmSync(temporary, { recursive: true, force: true });
  }
}

/** Writes the backup to `file`; says where it came from. */
async function makeBackupFile(config: Env, file: string): Promise<string> {
  let database;
  try {
    database = await openShopDatabase(config, 'backed up', { mustExist: true });
  } catch (error) {
    if (!(error instanceof ShopRunningError)) throw error;
    await fetchFromRunningShop(error, file);
    return 'the running shop (pglite)';
  }
  try {
    const storage = await createFileStorage(config);
    await createBackup({ database, file, uploads: { storage, listKeys: listUploadKeys(config, storage) } });
    return database.backend;
  } finally {
    await database.close();
  }
}
