// Writes every shop table to a JSON Lines file of its own, all read in one REPEATABLE READ, READ ONLY
// transaction: one snapshot of the whole shop even while a PostgreSQL shop keeps taking orders. Rows go
// to disk a page at a time, so a large shop never sits in memory; each file's checksum is taken as it
// is written.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { BackupError } from './backup-error.js';
import type { Manifest } from './manifest.js';
import { codeMigrationLevel, readMigrationLevel } from './migration-level.js';
import { queryRows, quoteName, type Session } from '../query-rows.js';
import { listSequenceNames, listShopTables } from './table-list.js';
import { createTableDigest, encodeRow, readTableRows, useCanonicalText } from './table-rows.js';

export type TablesDump = Pick<Manifest, 'migrations' | 'tables' | 'sequences'>;

/** Dumps the tables into `folder` as `<table>.jsonl`; returns what the manifest says of them. */
export async function dumpTables(database: Database, folder: string): Promise<TablesDump> {
  return database.db.transaction(
    async (tx) => {
      await useCanonicalText(tx);
      const migrations = await readMigrationLevel(tx);
      if (migrations.count > codeMigrationLevel().count) {
        throw new BackupError(
          'The database is newer than this version of the shop: back it up with the newer one.',
        );
      }
      // Read inside the snapshot: at least as far as any row in it (an order number taken after it is a gap).
      const sequences = await readSequences(tx);
      const tables: TablesDump['tables'] = [];
      for (const table of await listShopTables(tx)) {
        const file = await fs.open(path.join(folder, `${table.name}.jsonl`), 'w', 0o600);
        const digest = createTableDigest();
        try {
          for await (const page of readTableRows(tx, table)) {
            const lines = page.map(encodeRow).join('');
            digest.add(lines, page.length);
            await file.write(lines);
          }
        } finally {
          await file.close();
        }
        tables.push({
          name: table.name,
          columns: table.columns,
          primaryKey: table.primaryKey,
          ...digest.result(),
        });
      }
      return { migrations, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function readSequences(session: Session): Promise<TablesDump['sequences']> {
  const sequences: TablesDump['sequences'] = [];
  for (const name of await listSequenceNames(session)) {
    const [state] = await queryRows<{ lastValue: string; isCalled: string }>(
      session,
      sql.raw(
        `select last_value::text as "lastValue", is_called::text as "isCalled" from public.${quoteName(name)}`,
      ),
    );
    if (state) sequences.push({ name, lastValue: state.lastValue, isCalled: state.isCalled === 'true' });
  }
  return sequences;
}
