// SMALL_HOST (decision 047; `auto` by default: on at 2 GiB or less): V8's --optimize-for-size, which
// grows the heap in smaller steps and collects sooner, so the heap stays close to what is live instead
// of up to twice that between full collections. Measured at 100k products on PostgreSQL after 20 s of mixed load: RSS 532 -> 366-379 MB,
// and the catalogue build's peak 461 -> 253 MB; uncached searches at about half the requests per
// second, the index build about twice as long.
import os from 'node:os';
import v8 from 'node:v8';

/** At or below this much memory, SMALL_HOST=auto keeps the heap small: a 1-2 GB VPS or container. */
export const SMALL_HOST_MEMORY_BYTES = 2 * 1024 ** 3;

/**
 * The memory this process may use: its cgroup's limit (a container, a systemd MemoryMax) when there is
 * one below the machine's memory, else the machine's. Node gives 0, or 2^64-1, for "no limit".
 */
export function memoryAvailable(): number {
  const limit = process.constrainedMemory();
  const total = os.totalmem();
  return limit > 0 && limit < total ? limit : total;
}

/** Whether the SMALL_HOST setting, `auto` read against `memory`, asks for a small heap. */
export function wantsSmallHeap(setting: boolean | 'auto', memory = memoryAvailable()): boolean {
  return setting === 'auto' ? memory <= SMALL_HOST_MEMORY_BYTES : setting;
}

/**
 * NOTE: set at run time, not on node's command line (NODE_OPTIONS refuses this flag, and `npm start`
 * or a container command would each have to carry it); V8 reads it each time it sizes the heap, so
 * it holds from the next collection on (measured the same as the command-line flag).
 */
export function preferSmallHeap(): void {
  v8.setFlagsFromString('--optimize-for-size');
}

/**
 * How far V8 lets the heap grow past what was live at the last full collection, on any host. Left to
 * itself V8 picks up to 300% when collections are quick, as under load they are: at 1M products on
 * PostgreSQL, 10 s of uncached product pages took RSS from 535 to 855 MB (heap 133 -> 490 MB, mostly
 * garbage). Measured with the listing benchmark (issue 39, decision 077): at 1M, peak RSS 796 MB left
 * alone, 660 at 20%, 681 at 50%; at 20% a small live heap collected so often that pages drawn at
 * 100k fell from ~145 to ~111-133 a second and varied searches at 1M from 242 to 185, at 50% 124-144
 * and 262. Set at run time like --optimize-for-size, for the same reasons.
 */
export const HEAP_GROWTH_PERCENT = 50;

export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWTH_PERCENT}`);
}
