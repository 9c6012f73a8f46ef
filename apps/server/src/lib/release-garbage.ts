// After a one-off bulk load (the catalogue index built from a million rows) the heap keeps the pages
// the load's garbage took: V8 grows the heap for the burst and gives pages back only after a full
// collection of its own choosing, which a quiet server may not see for hours. Measured at 1M products
// on PostgreSQL: RSS 513 MB after the build and its snapshot, 348 MB after one full collection
// (decision 046).
import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | undefined;

/** One full, compacting garbage collection now: it holds the thread for tens of milliseconds. */
export function releaseGarbage(): void {
  if (!collect) {
    // NOTE: V8 hands gc() only to a context made while --expose-gc is set; the flag goes back off at
    // once, so neither our code nor a library's sees a global gc.
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
    v8.setFlagsFromString('--no-expose-gc');
  }
  collect();
}
