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
