// SMALL_HOST=true (decision 047): V8's --optimize-for-size, which grows the heap in smaller steps and
// collects sooner, so the heap stays close to what is live instead of up to twice that between full
// collections. Measured at 100k products on PostgreSQL after 20 s of mixed load: RSS 532 -> 366-379 MB,
// and the catalogue build's peak 461 -> 253 MB; uncached searches at about half the requests per
// second, the index build about twice as long.
import v8 from 'node:v8';

/**
 * NOTE: set at run time, not on node's command line (NODE_OPTIONS refuses this flag, and `npm start`
 * or a container command would each have to carry it); V8 reads it each time it sizes the heap, so
 * it holds from the next collection on (measured the same as the command-line flag).
 */
export function preferSmallHeap(): void {
  v8.setFlagsFromString('--optimize-for-size');
}
