// After a one-off bulk load (the catalogue index built from a million rows) the heap keeps the pages
// the load's garbage took: V8 grows the heap for the burst and gives pages back only after a full
// collection of its own choosing, which a quiet server may not see for hours. Measured at 1M products
// on PostgreSQL: RSS 499 MB after the build and its snapshot, 325 MB after this collection
// (decision 046).
import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
let collect: Collect | undefined;

/**
 * Every collectable byte collected now, and the freed pages handed back to the system. It holds the
 * thread while it runs: 157 ms on a 460 MB test heap (RSS 462 -> 172 MB), so it is for after a bulk
 * load, never per request.
 */
export function releaseGarbage(): void {
  collect ??= gcFunction();
  // A plain full collection frees the garbage but keeps its pages for reuse (RSS unchanged, measured);
  // the last-resort flavour (what V8 does on a low-memory notification) also shrinks the heap.
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

function gcFunction(): Collect {
  // The owner's own --expose-gc (the bench runs with it): its gc is there, and the flag stays on.
  if (typeof globalThis.gc === 'function') return globalThis.gc as Collect;
  // NOTE: V8 hands gc() only to a context made while --expose-gc is set; the flag goes back off at
  // once, so neither our code nor a library's sees a global gc.
  v8.setFlagsFromString('--expose-gc');
  try {
    return vm.runInNewContext('gc') as Collect;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}
