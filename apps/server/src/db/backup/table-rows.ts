// A table's rows in their canonical form: every value as PostgreSQL's own text for it (exact for every
// type: uuid, timestamptz to the microsecond, jsonb, bigint, bytea), one JSON array per row, rows in
// primary-key order. The same rows give the same lines on PGlite and on PostgreSQL, which is what lets a
// checksum over them compare a shop across backends. Read through a cursor, a page at a time.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, quoteName, type Session } from '../query-rows.js';
import type { Column } from './table-list.js';

export const PAGE_ROWS = 5_000;

/** One row's values: PostgreSQL's text for each, null for NULL. */
export type RowValues = (string | null)[];

/** The line a row is stored as (and hashed as): a JSON array of its values. */
export const encodeRow = (values: RowValues) => `${JSON.stringify(values)}\n`;

/**
 * Makes the text of values the same on every server and session: timestamps in UTC and ISO style,
 * floats to full precision, bytea in hex. Also lifts the statement timeout (a first page may sort a
 * large table). Both last until the transaction ends.
 */
export async function useCanonicalText(session: Session): Promise<void> {
  await session.execute(sql`set local timezone = 'UTC'`);
  await session.execute(sql`set local datestyle = 'ISO, YMD'`);
  await session.execute(sql`set local intervalstyle = 'postgres'`);
  await session.execute(sql`set local extra_float_digits = 3`);
  await session.execute(sql`set local bytea_output = 'hex'`);
  await session.execute(sql`set local statement_timeout = 0`);
}

/** Text sorts by byte ("C"), never by the server's locale, so both backends order rows alike. */
const isText = (type: string) => /^(text|character|"char"|name|citext)\b/.test(type);

let cursorCount = 0;

/** The table's rows, `PAGE_ROWS` at a time; must run inside a transaction (the cursor lives in it). */
export async function* readTableRows(
  session: Session,
  table: { name: string; columns: Column[]; primaryKey: string[] },
): AsyncGenerator<RowValues[]> {
  const columnByName = new Map(table.columns.map((column) => [column.name, column]));
  const select = table.columns.map((column, index) => `${quoteName(column.name)}::text as c${index}`);
  // With no primary key, every column orders the rows (the same rows still give the same lines).
  const keys = table.primaryKey.length > 0 ? table.primaryKey : table.columns.map((column) => column.name);
  const orderBy = keys.map((key) => {
    const type = columnByName.get(key)?.type ?? 'text';
    return isText(type) ? `${quoteName(key)} collate "C"` : quoteName(key);
  });
  cursorCount += 1;
  const cursor = `backup_rows_${cursorCount}`;
  await session.execute(
    sql.raw(
      `declare ${cursor} no scroll cursor for select ${select.join(', ') || 'null'} from public.${quoteName(table.name)} order by ${orderBy.join(', ')}`,
    ),
  );
  try {
    for (;;) {
      const rows = await queryRows<Record<string, string | null>>(
        session,
        sql.raw(`fetch forward ${PAGE_ROWS} from ${cursor}`),
      );
      if (rows.length > 0) {
        yield rows.map((row) => table.columns.map((_, index) => row[`c${index}`] ?? null));
      }
      if (rows.length < PAGE_ROWS) return;
    }
  } finally {
    // After a failed statement the transaction is aborted and ends with the cursor anyway; keep that error.
    await session.execute(sql.raw(`close ${cursor}`)).catch(() => undefined);
  }
}

/** A table's row count and sha256 over its lines, fed a page at a time. */
export function createTableDigest() {
  const hash = crypto.createHash('sha256');
  let rows = 0;
  return {
    add(lines: string, count: number) {
      hash.update(lines);
      rows += count;
    },
    result: () => ({ rows, sha256: hash.digest('hex') }),
  };
}

/** Counts and hashes a table as it is now in this transaction (the check after a restore). */
export async function digestTable(
  session: Session,
  table: { name: string; columns: Column[]; primaryKey: string[] },
): Promise<{ rows: number; sha256: string }> {
  const digest = createTableDigest();
  for await (const page of readTableRows(session, table)) {
    digest.add(page.map(encodeRow).join(''), page.length);
  }
  return digest.result();
}
