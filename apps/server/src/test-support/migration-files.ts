// The committed SQL migrations, applied one file at a time as the migrator does (its statements split
// at drizzle's breakpoints): for upgrade tests that stop at one level, write the old way, then go on.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '../db/migrate.js';

/** The migration files in the order they apply ('0000_extensions.sql', ...). */
export const migrationFiles = fs
  .readdirSync(MIGRATIONS_DIR)
  .filter((file) => /^\d{4}_.*\.sql$/.test(file))
  .sort();

export async function applyMigrationFile(db: PGlite, file: string): Promise<void> {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}
