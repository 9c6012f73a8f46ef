// Raw SQL (the backup code, a sale's stock move), answered alike by both drivers: drizzle's `execute`
// hands back PGlite's result or node-postgres's, and both carry the rows in `rows`.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** A database or one of its transactions: anything that runs SQL. */
export type Session = Pick<Db, 'execute'>;

export async function queryRows<Row>(session: Session, query: SQL): Promise<Row[]> {
  const result: unknown = await session.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** A name as SQL spells it: double-quoted, inner quotes doubled. */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
