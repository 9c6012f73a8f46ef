// After a one-off bulk load (the catalogue index built from a million rows) the heap keeps the pages
// the load's garbage took: V8 grows the heap for the burst and gives pages back only after a full
// collection of its own choosing, which a quiet server may not see for hours. Measured at 1M products
// on PostgreSQL: RSS 499 MB after the build and its snapshot, 325 MB after this collection
// (decision 046).
import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
let collect: Collect | undefined;

/**
 * Every collectable byte collected now, and the freed pages handed back to the system: it holds the
 * thread for tens of milliseconds (a 460 MB test heap: 157 ms, RSS 462 -> 172 MB).
 */
export function releaseGarbage(): void {
  if (!collect) {
    // NOTE: V8 hands gc() only to a context made while --expose-gc is set; the flag goes back off at
    // once, so neither our code nor a library's sees a global gc.
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as Collect;
    v8.setFlagsFromString('--no-expose-gc');
  }
  // A plain full collection frees the garbage but keeps its pages for reuse (RSS unchanged, measured);
  // the last-resort flavour (what V8 does on a low-memory notification) also shrinks the heap.
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
