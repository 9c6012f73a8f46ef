// `npm run db:restore -- shop-backup.tar.gz`: the backup into the configured database (DATABASE_URL,
// or the embedded one in DATA_DIR), which must hold no shop yet, and its uploads into the configured
// storage. Every table is checked against the backup's checksums before anything is committed.
import { parseArgs } from 'node:util';
import { createFileStorage } from '../../modules/media/storage/create-storage.js';
import { BackupError } from './backup-error.js';
import { loadShopEnv, resolveTypedPath, runCommand } from './cli-support.js';
import { openShopDatabase } from './open-shop-database.js';
import { readBackupManifest, restoreBackup } from './restore-backup.js';

await runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    throw new BackupError('Name the backup to restore: npm run db:restore -- shop-backup.tar.gz');
  }
  const file = resolveTypedPath(archive);
  // Checked before the database is opened: a wrong file must not leave a new, empty shop behind.
  await readBackupManifest(file);
  const config = loadShopEnv();
  const database = await openShopDatabase(config, 'restored into', { mustExist: false });
  try {
    const started = Date.now();
    const result = await restoreBackup({
      database,
      archive: file,
      storage: await createFileStorage(config),
    });
    const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
    const { manifest } = result;
    console.log(
      `Restored ${result.tables.length} tables (${rows} rows, each matching its checksum) and ${result.uploads} uploads into ${database.backend} in ${((Date.now() - started) / 1000).toFixed(1)} s: the shop as it was at ${manifest.createdAt} (version ${manifest.shopVersion}, on ${manifest.backend}).`,
    );
    if (result.migratedForward)
      console.log('The backup came from an older version; the database is migrated to this one.');
    if (manifest.uploads === 'none')
      console.log('The backup holds no uploads (they stayed where the shop kept them).');
  } finally {
    await database.close();
  }
});
