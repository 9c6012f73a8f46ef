// `npm run db:restore -- shop-backup.tar.gz`: the backup into the configured database (DATABASE_URL,
// or the embedded one in DATA_DIR), which must hold no shop yet, and its uploads into the configured
// storage. The file is read and checked whole before the database is opened, and a refused restore
// leaves the database and DATA_DIR as they were (decision 052).
import { parseArgs } from 'node:util';
import { createFileStorage } from '../../modules/media/storage/create-storage.js';
import { BackupError } from './backup-error.js';
import { loadShopEnv, resolveTypedPath, runCommand } from './cli-support.js';
import { rememberFolder } from './leave-as-found.js';
import { openShopDatabase, ShopRunningError } from './open-shop-database.js';
import { restoreStaged, type RestoreResult } from './restore-backup.js';
import { stageBackup } from './stage-backup.js';

await runCommand(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    throw new BackupError('Name the backup to restore: npm run db:restore -- shop-backup.tar.gz');
  }
  const file = resolveTypedPath(archive);
  const config = loadShopEnv();
  const started = Date.now();
  const staged = await stageBackup(file, 'tables-and-uploads');
  let result: RestoreResult;
  try {
    const undoFolder = config.DATABASE_URL ? undefined : rememberFolder(config.DATA_DIR);
    const database = await openShopDatabase(config, 'restored into', { mustExist: false }).catch(
      (error: unknown) => {
        // A running shop holds the folder: nothing here is this command's to take away.
        if (!(error instanceof ShopRunningError)) undoFolder?.();
        throw error;
      },
    );
    try {
      result = await restoreStaged({ database, staged, storage: await createFileStorage(config) });
    } catch (error) {
      await database.close();
      undoFolder?.();
      throw error;
    }
    await database.close();
  } finally {
    staged.remove();
  }
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  const { manifest } = result;
  console.log(
    `Restored ${result.tables.length} tables (${rows} rows, each matching its checksum) and ${result.uploads} uploads into ${config.DATABASE_URL ? 'postgres' : 'pglite'} in ${((Date.now() - started) / 1000).toFixed(1)} s: the shop as it was at ${manifest.createdAt} (version ${manifest.shopVersion}, on ${manifest.backend}).`,
  );
  if (result.migratedForward)
    console.log('The backup came from an older version; the database is migrated to this one.');
  if (manifest.uploads === 'none')
    console.log('The backup holds no uploads (they stayed where the shop kept them).');
});
