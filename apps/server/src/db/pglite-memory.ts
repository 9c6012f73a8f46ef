// What keeps the embedded database's memory down (issue 24, decision 045): PGlite's WebAssembly stays
// on V8's baseline compiler, and a new database folder is made in a short-lived process of its own.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';

/** V8's flags that choose how WebAssembly is optimised; given to node by the owner, they win. */
const WASM_TIERING_FLAGS = /--(no-)?(wasm[-_]dynamic[-_]tiering|wasm[-_]tier[-_]up|liftoff[-_]only)\b/;

/**
 * Keeps PGlite's WebAssembly on V8's baseline compiler (Liftoff). By default V8 recompiles hot
 * functions with its optimising compiler, and optimising one of PostgreSQL's (100 KB of
 * WebAssembly, hot from the first queries) takes about 600 MB for 1-2 s: most of every embedded
 * shop's peak memory, at start and again under load (a 150x higher tiering budget only delayed it by
 * some 20,000 queries), plus 50 MB of idle memory for the optimised code and what the allocator
 * kept. The database's own statements run 1.4-2x slower for it (decision 045).
 *
 * NOTE: V8 reads these two flags when it compiles a module, so setting them before PGlite compiles
 * its own works; `--liftoff-only` does not (V8 applies a flag's implications only at start). Both
 * are needed: without dynamic tiering but with tier-up, V8 would optimise every function at once.
 * The owner who wants the optimising compiler starts the shop with one of these flags on node's
 * command line, `node --wasm-dynamic-tiering scripts/start.mjs` (NODE_OPTIONS refuses them): then
 * nothing is changed.
 */
export function keepWasmOnBaselineCompiler(): void {
  if (WASM_TIERING_FLAGS.test(process.execArgv.join(' '))) return;
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
}

/** Whether `dir` already holds a database (what PGlite itself checks before running initdb). */
const hasDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** Opens PGlite on `process.argv[1]` (a new folder, so it runs initdb there) and closes it. */
const INITDB_SCRIPT = `
const { PGlite } = require(process.env.ESHOP_PGLITE_ENTRY);
PGlite.create(process.argv[1], { startParams: JSON.parse(process.argv[2]) })
  .then((db) => db.close())
  .catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
`;

/**
 * Makes a new database in `dir` in a child process, when there is none yet. In this process PGlite
 * would do it with a second instance of itself, in memory, and copy the result over as a 40 MB
 * archive: about 400 MB more peak memory, and 100-150 MB the allocator keeps afterwards (fragments
 * it cannot hand back), all for a step done once. The child's memory goes back to the system when it
 * exits, and the shop then opens the database as it opens any existing one.
 */
export async function createPgliteFolder(dir: string, startParams: string[]): Promise<void> {
  if (hasDatabase(dir)) return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      // The child's work is a burst of bootstrap SQL: the optimising compiler would only cost memory.
      ['--liftoff-only', '-e', INITDB_SCRIPT, dir, JSON.stringify(startParams)],
      { env: { ...process.env, ESHOP_PGLITE_ENTRY: entry }, maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const reason = stderr.trim().split('\n').slice(-3).join(' ') || error.message;
        reject(new Error(`Could not create the embedded database in ${dir}: ${reason}`));
      },
    );
  });
}
