// Whether the database has every migration this code knows (drizzle-kit's journal), for the
// readiness probe: an instance whose schema is behind its code (migrations failed, or another
// instance is still applying them) must not be sent shoppers. Drizzle applies the migrations newer
// than the newest it recorded, so the newest recorded time is what counts; a database migrated by a
// newer version of the shop (a rolling upgrade) has them all too.
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { readJournal } from './migration-journal.js';
import { queryRows } from './query-rows.js';

export type MigrationState = {
  /** Migrations recorded in the database. */
  applied: number;
  /** Migrations this code knows. */
  expected: number;
  isCurrent: boolean;
};

/** Reads the journal once; the check then costs one small query. */
export function createMigrationCheck(db: Pick<Db, 'execute'>): () => Promise<MigrationState> {
  const journal = readJournal();
  const newestKnown = journal.at(-1)?.when ?? 0;
  return async () => {
    const [row] = await queryRows<{ applied: number | string; newest: string | null }>(
      db,
      sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const newest = Number(row?.newest ?? 0);
    return { applied: Number(row?.applied ?? 0), expected: journal.length, isCurrent: newest >= newestKnown };
  };
}
