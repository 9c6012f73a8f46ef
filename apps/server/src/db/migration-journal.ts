// The code's migrations, as drizzle-kit's journal (apps/server/drizzle/meta/_journal.json) lists them,
// oldest first. Drizzle records each applied migration with its journal time (`when`) and applies the
// ones after the newest it recorded, so that time is how far a database is migrated.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type JournalEntry = { idx: number; when: number; tag: string };

export function readJournal(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}
