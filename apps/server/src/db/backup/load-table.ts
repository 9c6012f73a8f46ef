// Loads one table's JSON Lines into the database, in batches: each batch is one INSERT whose rows
// arrive as a single JSON parameter and are cast back from PostgreSQL's own text, so every value comes
// back exactly as it was read. Checks the lines against the manifest's count and checksum as it goes.
import { sql } from 'drizzle-orm';
import { BackupError } from './backup-error.js';
import { describeDatabaseError } from './database-error.js';
import type { ManifestTable } from './manifest.js';
import { quoteName, type Session } from '../query-rows.js';
import { createTableDigest, PAGE_ROWS } from './table-rows.js';

/** A batch ends at this many rows or this much text, whichever comes first (a row may hold a picture). */
const BATCH_CHARS = 8_000_000;

/** Inserts the rows given as lines; returns nothing, throws when they are not what the manifest says. */
export async function loadTable(
  session: Session,
  table: ManifestTable & { hasIdentityAlways: boolean },
  lines: AsyncIterable<string>,
): Promise<void> {
  const digest = createTableDigest();
  let batch: string[] = [];
  let batchChars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await insertBatch(session, table, batch);
    batch = [];
    batchChars = 0;
  };
  for await (const line of lines) {
    if (!isRowOf(line, table.columns.length)) {
      throw new BackupError(
        `The backup is damaged: a row of ${table.name} is not ${table.columns.length} values.`,
      );
    }
    digest.add(`${line}\n`, 1);
    batch.push(line);
    batchChars += line.length;
    if (batch.length >= PAGE_ROWS || batchChars >= BATCH_CHARS) await flush();
  }
  await flush();
  const loaded = digest.result();
  if (loaded.rows !== table.rows || loaded.sha256 !== table.sha256) {
    throw new BackupError(
      `The backup's ${table.name} does not match its checksum (${loaded.rows} rows read, ${table.rows} recorded): it was changed or damaged after it was made. Nothing was restored.`,
    );
  }
}

function isRowOf(line: string, width: number): boolean {
  try {
    const values: unknown = JSON.parse(line);
    return (
      Array.isArray(values) &&
      values.length === width &&
      values.every((value) => value === null || typeof value === 'string')
    );
  } catch {
    return false;
  }
}

async function insertBatch(
  session: Session,
  table: ManifestTable & { hasIdentityAlways: boolean },
  lines: string[],
): Promise<void> {
  const columns = table.columns.map((column) => quoteName(column.name)).join(', ');
  // `type` comes from the target's own catalogue (the restore checked the manifest against it).
  const values = table.columns.map((column, index) => `(r->>${index})::${column.type}`).join(', ');
  const overriding = table.hasIdentityAlways ? ' overriding system value' : '';
  try {
    await session.execute(
      sql`${sql.raw(`insert into public.${quoteName(table.name)} (${columns})${overriding} select ${values}`)}
          from json_array_elements(${`[${lines.join(',')}]`}::text::json) as r`,
    );
  } catch (error) {
    // The rows matched their checksums, so the manifest was rewritten to fit them, or the shop that
    // made the backup had rules this one lacks: either way, said without the rows themselves.
    const what = describeDatabaseError(error);
    if (!what) throw error;
    throw new BackupError(
      `The backup's ${table.name} cannot be loaded: ${what}. It was changed after it was made, or made by another line of the shop. Nothing was restored.`,
    );
  }
}
