// Where things are, relative to the repository root.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The checkout whose built server the benchmarks start: this one, or BENCH_SERVER_ROOT to measure
 * another (an older commit, say) with this checkout's benchmarks. Its databases are still created
 * and migrated by this checkout's code.
 */
export const SERVER_ROOT = path.resolve(process.env.BENCH_SERVER_ROOT || ROOT);
export const SERVER_ENTRY = path.join(SERVER_ROOT, 'apps/server/dist/server.js');
export const SERVER_SOURCES = path.join(SERVER_ROOT, 'apps/server/src');
export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');
export const BUDGETS_FILE = path.join(ROOT, 'bench/budgets.json');

/** Newest modification time below `dir`, in ms (0 when absent). */
export function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}
