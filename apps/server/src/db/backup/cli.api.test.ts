// The three commands as a shop owner runs them (a separate process, as `npm run` starts it): clear
// refusals (a running shop without a socket, an empty DATA_DIR, no file named, a shop already there), a backup
// written where the command was typed, a restore into a new DATA_DIR, and a move to PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../../test-support/backup-commands.js';
import {
  createPostgresDatabase,
  createTestDatabase,
  type TestDatabase,
} from '../../test-support/test-database.js';

const run = runBackupCommand;

describe('the backup commands', () => {
  const typedIn = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-backup-cli-'));
  let shop: TestDatabase;
  let isShopClosed = false;

  beforeAll(async () => {
    shop = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    if (!isShopClosed) await shop?.database.close();
    await shop?.drop();
    fs.rmSync(typedIn, { recursive: true, force: true });
  });

  it('db:backup names a running embedded shop that offers no backup while it runs', async () => {
    // The test's database alone holds DATA_DIR's lock: no server, so no socket (running-backup.api.test.ts has one).
    const result = await run('backup-cli.ts', [], { DATA_DIR: shop.dataDir, INIT_CWD: typedIn });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `The shop running on ${shop.dataDir} (process ${process.pid}) offers no backup while it runs (there is no eshop-backup.sock: it is an older version, or its log says why). Stop it, run this again, then start it.`,
    );
    expect(fs.readdirSync(typedIn)).toEqual([]);
  });

  it('db:backup finds no shop in an empty DATA_DIR, and creates none', async () => {
    const empty = path.join(typedIn, 'no-shop');
    const result = await run('backup-cli.ts', [], { DATA_DIR: empty, INIT_CWD: typedIn });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/There is no embedded shop in .*no-shop/);
    expect(fs.existsSync(path.join(empty, 'pglite'))).toBe(false);
  });

  it('db:backup writes the file where the command was typed; db:restore fills a new DATA_DIR once', async () => {
    await shop.database.close();
    isShopClosed = true;
    const backedUp = await run('backup-cli.ts', ['--out', 'shop.tar.gz'], {
      DATA_DIR: shop.dataDir,
      INIT_CWD: typedIn,
    });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.stdout).toMatch(
      /^Backed up \d+ tables \(\d+ rows\) and 0 uploads from pglite to .*shop\.tar\.gz .*read back and checked\.$/m,
    );
    expect(fs.existsSync(path.join(typedIn, 'shop.tar.gz'))).toBe(true);

    const newDir = path.join(typedIn, 'restored');
    const restore = () => run('restore-cli.ts', ['shop.tar.gz'], { DATA_DIR: newDir, INIT_CWD: typedIn });
    const restored = await restore();
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(
      /^Restored \d+ tables \(\d+ rows, each matching its checksum\) and 0 uploads into pglite/,
    );
    const again = await restore();
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The database is not empty \(.*\)\. .*Nothing was changed\./);
  });

  it('db:restore asks for the file to restore', async () => {
    const result = await run('restore-cli.ts', [], {
      DATA_DIR: path.join(typedIn, 'other'),
      INIT_CWD: typedIn,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Name the backup to restore: npm run db:restore -- shop-backup.tar.gz');
  });

  it('db:move-to-postgres copies the shop, compares every table and says what to set next', async () => {
    const target = await createPostgresDatabase();
    try {
      const result = await run('move-to-postgres-cli.ts', [], {
        DATA_DIR: shop.dataDir,
        DATABASE_URL: target.url,
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^products +\d+ +\d+ +same \([0-9a-f]{12}\)$/m);
      expect(result.stdout).not.toContain('DIFFERENT');
      expect(result.stdout).toContain('every table matches');
      expect(result.stdout).toContain('keep DATABASE_URL set');
    } finally {
      await target.drop();
    }
  });
});
