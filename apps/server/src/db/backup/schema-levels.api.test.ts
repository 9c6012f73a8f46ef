// The tables a backup holds are the drizzle schema's (read from the database's catalogue, in an order
// that loads), and a backup made at an older migration level is restored at that level, then migrated
// forward like any old shop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestDatabase } from '../../test-support/test-database.js';
import { openDatabase } from '../client.js';
import * as schema from '../schema/index.js';
import { createBackup } from './create-backup.js';
import { codeMigrationLevel, migrateTo, readMigrationLevel } from './migration-level.js';
import { readJournal } from '../migration-journal.js';
import { queryRows } from '../query-rows.js';
import { restoreBackup } from './restore-backup.js';
import { listShopTables } from './table-list.js';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-backup-levels-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('the tables of a backup', () => {
  it('are the drizzle schema’s tables and stored columns, each after the tables it refers to', async () => {
    const testDb = await createTestDatabase('postgres', { seedDemoData: false });
    try {
      const tables = await listShopTables(testDb.database.db);
      const declared = Object.values(schema as Record<string, unknown>)
        .filter((value): value is PgTable => is(value, PgTable))
        .map((table) => getTableConfig(table))
        .map((config) => ({
          name: config.name,
          columns: config.columns
            .filter((column) => !column.generated)
            .map((column) => column.name)
            .sort(),
        }));
      const sorted = <T extends { name: string }>(list: T[]) =>
        [...list].sort((a, b) => (a.name < b.name ? -1 : 1));
      // Columns in any order: the catalogue has them in the order the migrations added them.
      const stored = tables.map((table) => ({
        name: table.name,
        columns: table.columns.map((c) => c.name).sort(),
      }));
      expect(sorted(stored)).toEqual(sorted(declared));
      const position = new Map(tables.map((table, index) => [table.name, index]));
      for (const table of tables) {
        for (const referred of table.references) {
          expect(position.get(referred)).toBeLessThan(position.get(table.name) ?? -1);
        }
      }
      expect(tables.find((table) => table.name === 'products')?.columns.map((c) => c.name)).not.toContain(
        'search_text',
      );
    } finally {
      await testDb.drop();
    }
  });
});

describe('a backup from an older version of the shop', () => {
  it('is restored at its own level, then migrated forward', async () => {
    const older = readJournal().length - 1;
    const sourceDb = await createPostgresDatabase();
    const source = await openDatabase({ databaseUrl: sourceDb.url, poolSize: 2 });
    const targetDir = path.join(workDir, 'target');
    try {
      await migrateTo(source, older);
      expect((await readMigrationLevel(source.db)).count).toBe(older);
      await source.db.execute(sql`
        insert into users (id, name, email, email_verified, created_at, updated_at)
        values ('u-old', 'Old Shopper', 'old@example.com', true, now(), now())`);
      const file = path.join(workDir, 'older.tar.gz');
      const backup = await createBackup({ database: source, file });
      expect(backup.manifest.migrations.count).toBe(older);

      // A new embedded shop, never migrated: it is brought to the backup's level, loaded, then migrated on.
      const target = await openDatabase({ pgliteDir: path.join(targetDir, 'pglite') });
      try {
        const restored = await restoreBackup({ database: target, archive: file });
        expect(restored.migratedForward).toBe(true);
        expect(await readMigrationLevel(target.db)).toEqual(codeMigrationLevel());
        const users = await queryRows<{ email: string }>(target.db, sql`select email from users`);
        expect(users).toEqual([{ email: 'old@example.com' }]);
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
      await sourceDb.drop();
    }
  });
});
