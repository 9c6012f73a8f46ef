// `npm run db:move-to-postgres`: the stopped embedded shop in DATA_DIR into the empty PostgreSQL
// database at DATABASE_URL, checked table by table; prints the comparison and what to set next.
// Exit code 1 when anything differs.
import path from 'node:path';
import { BackupError } from './backup-error.js';
import { describeDatabaseUrl, loadShopEnv, runCommand } from './cli-support.js';
import { moveToPostgres } from './move-to-postgres.js';

await runCommand(async () => {
  const config = loadShopEnv();
  if (!config.DATABASE_URL) {
    throw new BackupError(
      'Set DATABASE_URL to the empty PostgreSQL database to move the shop into (DATA_DIR names the embedded shop to move).',
    );
  }
  const target = describeDatabaseUrl(config.DATABASE_URL);
  const started = Date.now();
  const result = await moveToPostgres({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  });
  console.log(
    `${'table'.padEnd(30)} ${'embedded rows'.padStart(13)} ${'PostgreSQL rows'.padStart(15)}  checksums`,
  );
  for (const table of result.tables) {
    const checksums = table.matches ? `same (${table.source.sha256.slice(0, 12)})` : 'DIFFERENT';
    console.log(
      `${table.name.padEnd(30)} ${String(table.source.rows).padStart(13)} ${String(table.target?.rows ?? '-').padStart(15)}  ${checksums}`,
    );
  }
  if (!result.matches) {
    console.error(`The copy in ${target} differs from the embedded shop: do not switch to it.`);
    return 1;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
Moved the shop into PostgreSQL at ${target} in ${seconds} s; every table matches.${result.migratedForward ? ' (It was migrated on to this version.)' : ''}
Next: keep DATABASE_URL set (in .env or the service's environment) and start the shop: npm start.
Keep DATA_DIR as it is: the uploads${config.S3_BUCKET ? ' stay in the bucket' : ` stay in ${path.join(config.DATA_DIR, 'uploads')}`}, and the e-mail outbox is there.
The embedded database in ${path.join(config.DATA_DIR, 'pglite')} is left untouched; remove it once the shop runs well on PostgreSQL.`);
  return 0;
});
