// The word lists kept between listings (decision 036), per index: built the first time a word is
// asked for, dropped when the index changes (a change event moves slots), and the least recently
// used dropped first beyond a memory budget, so a crawler's thousand rare words cannot crowd out
// the common ones, nor grow the process without bound.
import type { CatalogIndex } from './catalog-index.js';
import type { Bitset } from './bitset.js';
import { buildEverythingList, buildSlotList, buildWordList, type WordList } from './word-list.js';

/**
 * Bytes of lists kept per product on sale (28 MB at 1M products), and never less than MIN_BYTES.
 * It was 40 while every list held all four of its orders; now a list holds its price order and the
 * orders its listings sorted by (decision 084): a quarter less for a word searched in Best match
 * (which makes the newest-first order too), a third for one sort besides price, so 28 keeps about as
 * many lists.
 */
const BYTES_PER_PRODUCT = 28;
// NOTE: option filters keep lists here too (decision 061); raising this to 32 MB changed nothing
// measurable at 100k products, so it stays.
const MIN_BYTES = 8 * 1024 * 1024;

type Cache = { changeCount: number; lists: Map<string, WordList>; bytes: number };

const caches = new WeakMap<CatalogIndex, Cache>();

function cacheOf(index: CatalogIndex): Cache {
  let cache = caches.get(index);
  if (!cache || cache.changeCount !== index.changeCount) {
    cache = { changeCount: index.changeCount, lists: new Map(), bytes: 0 };
    caches.set(index, cache);
  }
  return cache;
}

/**
 * The list of a word in its forms (the word and its synonyms; undefined: every product on sale).
 * Building one borrows the index's bitsets: call it inside a query, which gives them back at its end.
 * The forms are part of the key, so a list made before the owner changed the synonyms is not used.
 */
export function wordListOf(
  index: CatalogIndex,
  forms: readonly string[] | undefined,
  forgiveTypos: boolean,
): WordList {
  const key = forms === undefined ? '' : `${forgiveTypos ? 't' : 'w'}:${forms.join(' ')}`;
  return keptList(index, key, () =>
    forms === undefined ? buildEverythingList(index) : buildWordList(index, forms, forgiveTypos),
  );
}

/**
 * The list of the products having the chosen option values (`Name:Value`, decision 061): a value
 * of each option named. Kept with the words' lists, under the same budget.
 */
export function optionListOf(
  index: CatalogIndex,
  chosen: readonly string[],
  matchesOf: () => Bitset,
): WordList {
  return keptList(index, `o:${JSON.stringify([...chosen].sort())}`, () => buildSlotList(index, matchesOf()));
}

function keptList(index: CatalogIndex, key: string, build: () => WordList): WordList {
  const cache = cacheOf(index);
  const kept = cache.lists.get(key);
  if (kept) {
    // Most recently used last: a Map iterates in insertion order.
    cache.lists.delete(key);
    cache.lists.set(key, kept);
    return kept;
  }
  const list = build();
  cache.lists.set(key, list);
  cache.bytes += list.bytes;
  // An order made later (word-list.ts) weighs on the same budget, while the list is still kept.
  list.onGrow = (bytes) => {
    if (cache.lists.get(key) !== list) return;
    cache.bytes += bytes;
    dropOldest(index, cache, key);
  };
  dropOldest(index, cache, key);
  return list;
}

/** Drops the least recently used lists, never `keep`, until the cache is within its budget. */
function dropOldest(index: CatalogIndex, cache: Cache, keep: string): void {
  const budget = Math.max(MIN_BYTES, BYTES_PER_PRODUCT * index.liveCount);
  for (const [oldKey, old] of cache.lists) {
    if (cache.bytes <= budget) break;
    if (oldKey === keep) continue;
    cache.lists.delete(oldKey);
    cache.bytes -= old.bytes;
  }
}
