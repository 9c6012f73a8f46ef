// `npm run db:backup -- [--out shop-backup.tar.gz]`: the configured shop (DATABASE_URL, or the
// embedded one in DATA_DIR, which must be stopped) and its uploads, into one .tar.gz (decision 033).
import { parseArgs } from 'node:util';
import { createFileStorage } from '../../modules/media/storage/create-storage.js';
import { createBackup } from './create-backup.js';
import { formatBytes, loadShopEnv, resolveTypedPath, runCommand } from './cli-support.js';
import { openShopDatabase } from './open-shop-database.js';
import { listUploadKeys } from './upload-files.js';

/** eshop-backup-20260101T120000Z.tar.gz */
const defaultName = () => `eshop-backup-${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}.tar.gz`;

await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const file = resolveTypedPath(values.out ?? defaultName());
  const config = loadShopEnv();
  const database = await openShopDatabase(config, 'backed up', { mustExist: true });
  try {
    const storage = await createFileStorage(config);
    const started = Date.now();
    const result = await createBackup({
      database,
      file,
      uploads: { storage, listKeys: listUploadKeys(config, storage) },
    });
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${result.manifest.tables.length} tables (${rows} rows) and ${result.uploads} uploads from ${database.backend} to ${file} (${formatBytes(result.bytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    if (result.skippedUploads.length > 0) {
      console.warn(
        `Left out ${result.skippedUploads.length} files of the uploads (deleted while the backup ran, or not the shop's): ${result.skippedUploads.slice(0, 10).join(', ')}`,
      );
    }
  } finally {
    await database.close();
  }
});
