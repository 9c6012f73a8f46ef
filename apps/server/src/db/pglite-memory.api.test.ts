// The embedded database's memory (issue 24, decision 045): a small buffer pool (PostgreSQL's default
// 128MB is all resident inside PGlite's WASM memory from the start, idle or not), a new folder made
// by a child process, and PGlite's WebAssembly kept off V8's optimising compiler (see
// pglite-memory.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';

let database: Database | undefined;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eshop-pglite-memory-'));
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('runs PGlite with a 16MB buffer pool, in a folder a child process made', async () => {
  database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
  // PGlite's driver answers { rows: [...] }.
  const answer = JSON.stringify(await database.db.execute(sql`show shared_buffers`));
  expect(answer).toContain('"rows":[{"shared_buffers":"16MB"}]');
});

it('never hands PGlite to the optimising compiler', () => {
  // NOTE: in a process of its own, as the server runs: V8 names each function it compiles, and how.
  const client = fileURLToPath(new URL('./client.ts', import.meta.url));
  const script = `
    const { openDatabase } = await import(${JSON.stringify(client)});
    const database = await openDatabase({ pgliteDir: ${JSON.stringify(path.join(dir, 'child', 'pglite'))} });
    for (let i = 0; i < 300; i += 1) await database.db.execute('select ' + i + ' as n, now()');
    await database.close();
  `;
  const trace = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--trace-wasm-compilation-times', '--input-type=module', '-e', script],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  expect(trace).toContain('using Liftoff');
  expect(trace).not.toContain('using TurboFan');
}, 60_000);
