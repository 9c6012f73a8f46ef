// What a restore checks about where it writes before it writes: the backup's level is one this code
// knows, the database holds no shop yet, and its tables are the backup's, column for column.
import { sql } from 'drizzle-orm';
import { BackupError } from './backup-error.js';
import type { Manifest, ManifestTable } from './manifest.js';
import { readJournal } from '../migration-journal.js';
import { queryRows, quoteName, type Session } from '../query-rows.js';
import { listSequenceNames, listShopTables } from './table-list.js';

/**
 * Rows the migrations write themselves: 0015 fills categories with the spec's seven. A database
 * whose only rows are these is empty; the restore replaces them with the backup's.
 */
const MIGRATION_SEEDED_TABLES = new Set(['categories']);

/** The backup comes from this code's line of migrations, at its level or an older one. */
export function assertKnownLevel(manifest: Manifest): void {
  const journal = readJournal();
  const { count, lastTag } = manifest.migrations;
  if (count > journal.length) {
    throw new BackupError(
      `The backup was made by a newer version of the shop (migration ${count} ${lastTag ?? ''}; this version knows ${journal.length}). Restore it with that version or a newer one.`,
    );
  }
  if (count > 0 && journal[count - 1]?.tag !== lastTag) {
    throw new BackupError(
      `The backup's last migration (${lastTag ?? 'none'}) is not this shop's migration ${count}: it comes from another line of the shop.`,
    );
  }
}

/** Refuses a database that already holds a shop (anything beyond what migrations write). */
export async function assertEmpty(session: Session): Promise<void> {
  for (const table of await listShopTables(session)) {
    if (MIGRATION_SEEDED_TABLES.has(table.name)) continue;
    const [row] = await queryRows<{ hasRows: string }>(
      session,
      sql.raw(`select exists (select 1 from public.${quoteName(table.name)})::text as "hasRows"`),
    );
    if (row?.hasRows === 'true') {
      throw new BackupError(
        `The database is not empty (${table.name} has rows). A backup is restored into a new shop only: an empty DATA_DIR, or a new PostgreSQL database. Nothing was changed.`,
      );
    }
  }
}

/** A database with no migrations applied holds nothing at all: not somebody else's tables either. */
export async function assertNoTables(session: Session): Promise<void> {
  const tables = await listShopTables(session);
  if (tables.length > 0) {
    throw new BackupError(
      `The database holds tables that are not a shop's (${tables.map((table) => table.name).join(', ')}). Restore into a new, empty database. Nothing was changed.`,
    );
  }
}

export type TargetTable = ManifestTable & { hasIdentityAlways: boolean };

/** The backup's tables as the database has them; refuses when a table or column differs. */
export async function matchTables(session: Session, manifest: Manifest): Promise<TargetTable[]> {
  const actual = new Map((await listShopTables(session)).map((table) => [table.name, table]));
  const differs = (what: string) =>
    new BackupError(
      `The backup does not fit this database at migration ${manifest.migrations.count} (${what}): it was changed, or made by another line of the shop. Nothing was restored.`,
    );
  const expected = new Set(manifest.tables.map((table) => table.name));
  for (const name of actual.keys()) if (!expected.has(name)) throw differs(`the backup has no table ${name}`);
  const tables = manifest.tables.map((table) => {
    const target = actual.get(table.name);
    if (!target) throw differs(`the database has no table ${table.name}`);
    const columnsOf = (columns: { name: string; type: string }[]) =>
      columns.map((column) => `${column.name} ${column.type}`).join(', ');
    const same =
      columnsOf(target.columns) === columnsOf(table.columns) &&
      target.primaryKey.join(', ') === table.primaryKey.join(', ');
    if (!same) throw differs(`the columns of ${table.name} differ`);
    return { ...table, hasIdentityAlways: target.hasIdentityAlways };
  });
  const sequences = new Set(await listSequenceNames(session));
  for (const sequence of manifest.sequences) {
    if (!sequences.has(sequence.name)) throw differs(`the database has no sequence ${sequence.name}`);
  }
  return tables;
}
