// The embedded database starts with a small buffer pool: PostgreSQL's default 128MB is all resident
// inside PGlite's WASM memory from the start, idle or not (see client.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';

let database: Database | undefined;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-pglite-memory-'));
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('runs PGlite with a 16MB buffer pool', async () => {
  database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  // PGlite's driver answers { rows: [...] }.
  const answer = JSON.stringify(await database.db.execute(sql`show shared_buffers`));
  expect(answer).toContain('"rows":[{"shared_buffers":"16MB"}]');
});
