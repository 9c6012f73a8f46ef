// One search word's matches, ranked once and kept (decision 036): in price order with each match's
// score, and in each other order (newest, name, Best match) once a listing first sorts by it
// (decision 084). A listing for the word (any sort, page, price range, category or brand) then reads
// a few entries of these instead of finding, scoring and ordering 140,000 matches again. "No term"
// is the whole catalogue: the index's own orders, nothing copied.
import type { Bitset } from './bitset.js';
import { CellCounts } from './cell-counts.js';
import type { CatalogIndex, OrderName } from './catalog-index.js';
import { findWord, scoreOf } from './word-hits.js';

export type WordList = {
  /** The matches on sale in price order (cheapest first, then as the index orders ties). */
  byPrice: Int32Array;
  /** Each byPrice entry's Best-match score (empty without a term). */
  scores: Uint8Array;
  /**
   * A word's other orders, each made the first time a listing sorts by it (orderOfList,
   * bestOfList): a search for a word is mostly asked in one or two sorts, and each order of a
   * common word at 1M products is 0.5-2.4 MB and a walk of the whole catalogue's order to make.
   * The whole catalogue's list has the index's own orders from the start; a list of option values
   * has an empty Best-match order (no score) and makes the others as a word's list does.
   */
  made: { latest?: Int32Array; name?: Int32Array; best?: Int32Array };
  /** Every slot on sale matches (no term). */
  isEverything: boolean;
  counts: CellCounts;
  /**
   * Option value counts (by value id) of the list's matches under a category, brands and price range,
   * counted the first time a listing asks (answer-from-list.ts); at most a few dozen kept.
   */
  optionCounts: Map<string, Int32Array>;
  /** Memory held, for the cache's budget (the whole catalogue's list shares the index's arrays). */
  bytes: number;
  /** Told of the bytes an order made later adds (the cache keeping the list counts them). */
  onGrow?: (bytes: number) => void;
};

export function buildEverythingList(index: CatalogIndex): WordList {
  const counts = countsFor(index, index.orders.price);
  return {
    byPrice: index.orders.price,
    scores: new Uint8Array(0),
    made: { latest: index.orders.latest, name: index.orders.name, best: new Int32Array(0) },
    isEverything: true,
    counts,
    optionCounts: new Map(),
    bytes: counts.bytes,
  };
}

/**
 * The list of a set of slots with no score (option filters without a search, decision 061: the
 * chosen values' products), for the same cheap listings a word's list gives.
 */
export function buildSlotList(index: CatalogIndex, matches: Bitset): WordList {
  const byPrice = inOrder(index, 'price', liveSlots(index, matches), () => matches);
  const counts = countsFor(index, byPrice);
  return {
    byPrice,
    scores: new Uint8Array(0),
    made: { best: new Int32Array(0) },
    isEverything: false,
    counts,
    optionCounts: new Map(),
    bytes: byPrice.byteLength + counts.bytes,
  };
}

/** The list of a word (in its forms); it borrows the index's bitsets, which the caller gives back. */
export function buildWordList(
  index: CatalogIndex,
  forms: readonly string[],
  forgiveTypos: boolean,
): WordList {
  const hits = findWord(index, forms, forgiveTypos, true);
  const byPrice = inOrder(index, 'price', liveSlots(index, hits.anywhere), () => hits.anywhere);
  // Scored now, while the word's hits are at hand; the orders made later only read the scores.
  const scores = new Uint8Array(byPrice.length);
  for (let i = 0; i < scores.length; i += 1) scores[i] = scoreOf(index, [hits], byPrice[i]!);
  const counts = countsFor(index, byPrice);
  return {
    byPrice,
    scores,
    made: {},
    isEverything: false,
    counts,
    optionCounts: new Map(),
    bytes: byPrice.byteLength + scores.byteLength + counts.bytes,
  };
}

/**
 * The list's matches in one of the index's orders, made the first time it is asked for. Call it
 * inside a query: making it may borrow one of the index's bitsets.
 */
export function orderOfList(index: CatalogIndex, list: WordList, order: OrderName): Int32Array {
  if (order === 'price') return list.byPrice;
  const made = list.made[order];
  if (made) return made;
  const slots = inOrder(index, order, list.byPrice, () => bitsetOf(index, list.byPrice));
  return keep(list, order, slots);
}

/**
 * The matches in Best-match order: highest score first, then newest (empty without a term), made
 * the first time it is asked for, from the newest-first order.
 */
export function bestOfList(index: CatalogIndex, list: WordList): Int32Array {
  if (list.made.best) return list.made.best;
  const byLatest = orderOfList(index, list, 'latest');
  const { byPrice, scores } = list;
  // A byte per slot (1 MB at 1M products) beats a map of 140,000 entries. Only this list's slots
  // are written, then read, so what other lists left in it is never seen.
  const scoreBySlot = scoreScratchOf(index);
  for (let i = 0; i < byPrice.length; i += 1) scoreBySlot[byPrice[i]!] = scores[i]!;
  // By score, highest first, each score's matches newest first: a stable counting sort on
  // 255 - score, whose start of each key is the count of the keys before it.
  const starts = new Int32Array(257);
  for (let i = 0; i < byLatest.length; i += 1) starts[256 - scoreBySlot[byLatest[i]!]!]! += 1;
  for (let key = 1; key < starts.length; key += 1) starts[key]! += starts[key - 1]!;
  const byBest = new Int32Array(byLatest.length);
  for (let i = 0; i < byLatest.length; i += 1) {
    const slot = byLatest[i]!;
    byBest[starts[255 - scoreBySlot[slot]!]!++] = slot;
  }
  return keep(list, 'best', byBest);
}

function keep(list: WordList, name: keyof WordList['made'], slots: Int32Array): Int32Array {
  list.made[name] = slots;
  list.bytes += slots.byteLength;
  list.onGrow?.(slots.byteLength);
  return slots;
}

function bitsetOf(index: CatalogIndex, slots: Int32Array): Bitset {
  const bits = index.newBitset();
  bits.addAll(slots, slots.length);
  return bits;
}

function countsFor(index: CatalogIndex, byPrice: Int32Array): CellCounts {
  return new CellCounts(
    byPrice,
    index.categoryOf,
    index.brandOf,
    index.categories.values.length,
    index.brands.values.length,
  );
}

/**
 * One score array per index, kept for every list built on it: a new one each time was a megabyte
 * of garbage per list at 1M products, outside V8's heap, freed only when the collector came by.
 */
const scoreScratch = new WeakMap<CatalogIndex, Uint8Array>();

function scoreScratchOf(index: CatalogIndex): Uint8Array {
  let scratch = scoreScratch.get(index);
  if (!scratch || scratch.length < index.slotCount) {
    // The slot columns' room (they grow by doubling), so products added later do not make another.
    scratch = new Uint8Array(Math.max(index.slotCount, index.prices.length));
    scoreScratch.set(index, scratch);
  }
  return scratch;
}

/** The slots on sale in `matches`, ascending (counted first: no array of numbers growing). */
function liveSlots(index: CatalogIndex, matches: Bitset): Int32Array {
  const { live } = index;
  let count = 0;
  matches.forEach((slot) => {
    if (live[slot] === 1) count += 1;
  });
  const slots = new Int32Array(count);
  let at = 0;
  matches.forEach((slot) => {
    if (live[slot] === 1) slots[at++] = slot;
  });
  return slots;
}

/**
 * `slots` in one of the index's orders: sorted by their position there when few, else picked out
 * of that order in one walk (cheaper than sorting once they are more than a few percent of it),
 * testing each slot against `membersOf()`, a bitset of them.
 */
function inOrder(
  index: CatalogIndex,
  order: OrderName,
  slots: Int32Array,
  membersOf: () => Bitset,
): Int32Array {
  const slotsInOrder = index.orders[order];
  const n = slots.length;
  if (n * Math.log2(n + 2) < slotsInOrder.length) {
    const ranks = index.ranks[order];
    const keys = new Int32Array(n);
    for (let i = 0; i < n; i += 1) keys[i] = ranks[slots[i]!]!;
    keys.sort();
    for (let i = 0; i < n; i += 1) keys[i] = slotsInOrder[keys[i]!]!;
    return keys;
  }
  const picked = new Int32Array(n);
  let k = 0;
  const bits = membersOf().words;
  for (let p = 0; p < slotsInOrder.length && k < n; p += 1) {
    const slot = slotsInOrder[p]!;
    if ((bits[slot >>> 5]! & (1 << (slot & 31))) !== 0) picked[k++] = slot;
  }
  return picked;
}
