// `npm run db:backup -- [--out shop-backup.tar.gz]`: the configured shop (DATABASE_URL, or the embedded
// one in DATA_DIR, asked through the shop itself while it runs) and its uploads, into one .tar.gz, read
// back and checked whole (decisions 033 and 052).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { Env } from '../../config/env.js';
import { createFileStorage } from '../../modules/media/storage/create-storage.js';
import { formatBytes, loadShopEnv, resolveTypedPath, runCommand } from './cli-support.js';
import { createBackup } from './create-backup.js';
import { openShopDatabase, ShopRunningError } from './open-shop-database.js';
import { fetchFromRunningShop } from './running-shop.js';
import { verifyBackup } from './stage-backup.js';
import { listUploadKeys } from './upload-files.js';

/** eshop-backup-20260101T120000Z.tar.gz */
const defaultName = () => `eshop-backup-${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}.tar.gz`;

await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const file = resolveTypedPath(values.out ?? defaultName());
  const config = loadShopEnv();
  const started = Date.now();
  const source = await makeBackupFile(config, file);
  // Read back whole, every checksum: a backup that cannot be restored is found now, not on the day it is needed.
  const { manifest, index } = await verifyBackup(file);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backed up ${manifest.tables.length} tables (${rows} rows) and ${index.files.length} uploads from ${source} to ${file} (${formatBytes(fs.statSync(file).size)}, ${((Date.now() - started) / 1000).toFixed(1)} s), read back and checked.`,
  );
  const skipped = index.skipped ?? [];
  if (skipped.length > 0) {
    console.warn(
      `Left out ${skipped.length} files of the uploads (deleted while the backup ran, or not the shop's): ${skipped.slice(0, 10).join(', ')}`,
    );
  }
});

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
