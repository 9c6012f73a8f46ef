// `db:move-to-postgres`: copies a stopped embedded shop into an empty PostgreSQL database as a backup
// and a restore in one go (one snapshot of the source, one transaction on the target, every table
// checked against the source's checksum before commit), then reads both sides again and compares
// them table by table. The embedded shop is left as it was; uploads stay where the shop keeps them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackup } from './create-backup.js';
import { openEmbeddedShop, openPostgres } from './open-shop-database.js';
import { restoreBackup } from './restore-backup.js';
import { digestShop, type TableDigest } from './shop-digest.js';

export type MovedTable = {
  name: string;
  source: TableDigest;
  target: TableDigest | undefined;
  matches: boolean;
};

export type MoveResult = { tables: MovedTable[]; matches: boolean; migratedForward: boolean };

export async function moveToPostgres(options: {
  dataDir: string;
  databaseUrl: string;
  connectTimeoutMs?: number;
  /** DATABASE_PREPARED_STATEMENTS: off behind a pooler that cannot keep them. */
  preparedStatements?: boolean;
}): Promise<MoveResult> {
  const source = await openEmbeddedShop(options.dataDir, 'moved');
  const archive = path.join(os.tmpdir(), `eshop-move-${crypto.randomUUID()}.tar.gz`);
  try {
    const target = await openPostgres(
      options.databaseUrl,
      options.connectTimeoutMs,
      options.preparedStatements,
    );
    try {
      const backup = await createBackup({ database: source, file: archive });
      const restored = await restoreBackup({ database: target, archive });
      // Once committed, both sides again. A source older than the code was migrated on in the target,
      // so its tables no longer compare; the read-back before commit is then the target's side.
      const sourceTables = await digestShop(source);
      const targetTables = restored.migratedForward ? restored.tables : await digestShop(target);
      const tables = sourceTables.map((table): MovedTable => {
        const copy = targetTables.find((candidate) => candidate.name === table.name);
        const matches = copy?.rows === table.rows && copy.sha256 === table.sha256;
        return { name: table.name, source: table, target: copy, matches };
      });
      const backedUp = backup.manifest.tables.every((table) =>
        sourceTables.some((now) => now.name === table.name && now.sha256 === table.sha256),
      );
      return {
        tables,
        matches: backedUp && tables.every((table) => table.matches),
        migratedForward: restored.migratedForward,
      };
    } finally {
      await target.close();
    }
  } finally {
    fs.rmSync(archive, { force: true });
    await source.close();
  }
}
