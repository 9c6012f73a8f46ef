// Opens the database a backup command works on, with the embedded shop's two traps turned into
// clear answers: a DATA_DIR with no shop in it (PGlite would quietly create an empty one), and a
// shop that is running (only one process may open its folder; decision 005).
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../../config/env.js';
import { openConfiguredDatabase, openDatabase, type Database } from '../client.js';
import { DataDirInUseError } from '../data-dir-lock.js';
import { BackupError } from './backup-error.js';

type DatabaseConfig = Pick<
  Env,
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'DATABASE_POOL_SIZE'
  | 'DATABASE_CONNECT_TIMEOUT_MS'
  | 'DATABASE_STATEMENT_TIMEOUT_MS'
  | 'DATABASE_PREPARED_STATEMENTS'
>;

/** What the command does, for its messages: 'backed up', 'restored into', 'moved'. */
type Doing = string;

/** The embedded shop is running: it holds DATA_DIR's lock (a backup then asks it instead). */
export class ShopRunningError extends BackupError {
  constructor(
    message: string,
    readonly dataDir: string,
    readonly holder: number | undefined,
  ) {
    super(message);
    this.name = 'ShopRunningError';
  }
}

export const hasEmbeddedShop = (dataDir: string) => fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));

/** The shop's configured database; `mustExist`: refuse an empty DATA_DIR rather than create a shop there. */
export async function openShopDatabase(
  config: DatabaseConfig,
  doing: Doing,
  options: { mustExist: boolean },
): Promise<Database> {
  if (!config.DATABASE_URL && options.mustExist) assertEmbeddedShop(config.DATA_DIR);
  return explainLock(config.DATA_DIR, doing, () => explainConnect(() => openConfiguredDatabase(config, 2)));
}

/** A PostgreSQL database by its address (a move's target). */
export const openPostgres = (databaseUrl: string, connectTimeoutMs?: number, preparedStatements?: boolean) =>
  explainConnect(() => openDatabase({ databaseUrl, poolSize: 2, connectTimeoutMs, preparedStatements }));

/** An unreachable or missing PostgreSQL database is the owner's to fix: its message, without a stack. */
async function explainConnect(open: () => Promise<Database>): Promise<Database> {
  try {
    return await open();
  } catch (error) {
    if (
      error instanceof Error &&
      /^(Could not connect to|PostgreSQL at .* did not answer)/.test(error.message)
    ) {
      throw new BackupError(error.message);
    }
    throw error;
  }
}

/** The embedded shop in `dataDir`, whatever DATABASE_URL says (a move reads it to leave it). */
export async function openEmbeddedShop(dataDir: string, doing: Doing): Promise<Database> {
  assertEmbeddedShop(dataDir);
  return explainLock(dataDir, doing, () => openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }));
}

function assertEmbeddedShop(dataDir: string): void {
  if (!hasEmbeddedShop(dataDir)) {
    throw new BackupError(
      `There is no embedded shop in ${dataDir} (no ${path.join(dataDir, 'pglite')}). Set DATA_DIR to the shop's data folder, or DATABASE_URL to its PostgreSQL database.`,
    );
  }
}

async function explainLock(dataDir: string, doing: Doing, open: () => Promise<Database>): Promise<Database> {
  try {
    return await open();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const holder = readLockHolder(dataDir);
    throw new ShopRunningError(
      `The shop is running on ${dataDir}${holder ? ` (process ${holder})` : ''}. An embedded shop is ${doing} while it is stopped: only one process may open its database. Stop the shop, run this again, then start it.`,
      dataDir,
      holder,
    );
  }
}

function readLockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, 'eshop.lock'), 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}
