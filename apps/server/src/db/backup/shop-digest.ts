// Every shop table's row count and checksum as the database holds them now, read in one snapshot: what
// a move compares between the embedded shop and PostgreSQL once the copy is committed, and what the
// tests compare between a shop and its restored copy.
import type { Database } from '../client.js';
import { listShopTables } from './table-list.js';
import { digestTable, useCanonicalText } from './table-rows.js';

export type TableDigest = { name: string; rows: number; sha256: string };

export async function digestShop(database: Database): Promise<TableDigest[]> {
  return database.db.transaction(
    async (tx) => {
      await useCanonicalText(tx);
      const digests: TableDigest[] = [];
      for (const table of await listShopTables(tx)) {
        digests.push({ name: table.name, ...(await digestTable(tx, table)) });
      }
      return digests;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
