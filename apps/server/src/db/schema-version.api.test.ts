// Upgrades (issue 33): the start says which migrations it applied, and a build older than its
// database's schema refuses to start with a message that names both versions.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_VERSION } from '../lib/shop-version.js';
import { startShop } from '../test-support/server-process.js';
import { createPostgresDatabase } from '../test-support/test-database.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './client.js';
import { runMigrations, SchemaNewerThanBuildError } from './migrate.js';
import { readJournal } from './migration-journal.js';

describe('the schema version of a PostgreSQL database', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  const journal = readJournal();
  beforeAll(async () => {
    target = await createPostgresDatabase();
    database = await openDatabase({ databaseUrl: target.url, poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('names every migration it applies, and none once the schema is current', async () => {
    expect(await runMigrations(database)).toEqual(journal.map((entry) => entry.tag));
    expect(await runMigrations(database)).toEqual([]);
  });

  it('refuses a database a newer build migrated, naming both versions, and changes nothing', async () => {
    const newer = journal.at(-1)!.when + 86_400_000;
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from a newer build', ${newer})`,
    );
    const refusal = await runMigrations(database).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SchemaNewerThanBuildError);
    expect((refusal as Error).message).toBe(
      `The database's schema is newer than this build: it has ${journal.length + 1} migrations, the newest written on ${new Date(newer).toISOString().slice(0, 10)} by a newer version of the shop, and eShop ${SHOP_VERSION} knows ${journal.length} (up to ${journal.at(-1)!.tag}). Start the version that migrated it (or a newer one), or restore the backup taken before the upgrade (docs/operator-guide.md: Upgrading).`,
    );

    // The shop itself: one line that says why, and exit code 1.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-schema-newer-'));
    try {
      const shop = startShop({ DATABASE_URL: target.url, DATA_DIR: dataDir, PORT: '0' });
      expect(await shop.exited).toBe(1);
      expect(shop.output()).toContain(
        `eShop could not start: The database's schema is newer than this build`,
      );
      expect(shop.output()).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
