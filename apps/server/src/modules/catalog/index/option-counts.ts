// Listings filtered by option values without a search (decision 061), and the option value counts
// of a part of the catalogue. Visiting every slot per request costs tens of milliseconds at 1M
// products; here the matches are found among the slots of the chosen values (the filter with the
// fewest), and each filtered option's counts (its own filter left out) among the slots the other
// filters choose, or, for a single option filtered, taken from counts kept per index state.
import type { Bitset } from './bitset.js';
import type { CatalogIndex } from './catalog-index.js';
import type { WordList } from './word-list.js';
import {
  countAtMost,
  countBelow,
  countOptionValues,
  failedOptionFilter,
  type Filter,
  type IndexFacets,
  type OptionFilter,
  facetsFrom,
} from './index-query-parts.js';

/** Answers kept per index state: every sort and page of one filter reads the same matches. */
const MAX_KEPT_ANSWERS = 64;
/** And never more than this many bytes of them (a common colour is 100k+ matches at 1M). */
const MAX_KEPT_ANSWER_BYTES = 32 * 1024 * 1024;
type KeptAnswer = { total: number; matched: Int32Array; facets: IndexFacets };
const keptAnswers = new WeakMap<
  CatalogIndex,
  { changeCount: number; answers: Map<string, KeptAnswer>; bytes: number }
>();

/**
 * collectByOptions, kept per index state and filter: its matches (in slot order, for the page to be
 * cut in any sort), total and facets. A crawler's many filters push the oldest out first.
 */
export function collectByOptionsKept(
  index: CatalogIndex,
  filter: Filter,
  chosenValues: readonly string[],
  found: Int32Array,
): KeptAnswer {
  let cache = keptAnswers.get(index);
  if (!cache || cache.changeCount !== index.changeCount) {
    cache = { changeCount: index.changeCount, answers: new Map(), bytes: 0 };
    keptAnswers.set(index, cache);
  }
  const { category, brands, minPriceCents, maxPriceCents, inStock, onSale } = filter;
  const key = JSON.stringify([
    [...chosenValues].sort(),
    category,
    brands ? brands.join('') : '',
    minPriceCents,
    maxPriceCents,
    inStock,
    onSale,
  ]);
  const known = cache.answers.get(key);
  if (known) return known;
  const { total, facets } = collectByOptions(index, filter, found);
  const answer = { total, matched: found.slice(0, total), facets };
  cache.answers.set(key, answer);
  cache.bytes += answer.matched.byteLength;
  for (const [oldKey, old] of cache.answers) {
    if (cache.answers.size <= MAX_KEPT_ANSWERS && cache.bytes <= MAX_KEPT_ANSWER_BYTES) break;
    if (oldKey === key) break;
    cache.answers.delete(oldKey);
    cache.bytes -= old.matched.byteLength;
  }
  return answer;
}

/** Counts kept per index state: a category's, brands', price range's (every page of them asks). */
const MAX_KEPT_COUNTS = 256;
const kept = new WeakMap<CatalogIndex, { changeCount: number; counts: Map<string, Int32Array> }>();

/** The filters that narrow the catalogue before any option filter. */
type BaseFilter = Omit<Filter, 'options'>;

/**
 * Option value counts (by value id) of the products on sale that pass `base`: the live counts for
 * the whole catalogue, else counted over the fewest candidates (a category's slots, the chosen
 * brands', or the price range) once per index state and key.
 */
export function catalogueOptionCounts(index: CatalogIndex, base: BaseFilter): ArrayLike<number> {
  const { category, brands, minPriceCents, maxPriceCents, inStock, onSale } = base;
  const isPriced = minPriceCents > Number.NEGATIVE_INFINITY || maxPriceCents < Number.POSITIVE_INFINITY;
  if (category === undefined && brands === undefined && !isPriced && !inStock && !onSale) {
    return index.optionValues.liveCounts;
  }
  let cache = kept.get(index);
  if (!cache || cache.changeCount !== index.changeCount) {
    cache = { changeCount: index.changeCount, counts: new Map() };
    kept.set(index, cache);
  }
  const key = `${category ?? ''}|${brands ? brands.join('') : ''}|${minPriceCents}|${maxPriceCents}|${inStock}|${onSale}`;
  const known = cache.counts.get(key);
  if (known) return known;
  const counts = new Int32Array(index.optionValues.values.length);
  const passes = basePasses(index, base);
  forEachCandidate(index, base, (slot) => {
    if (passes(slot)) countOptionValues(index, slot, counts);
  });
  if (cache.counts.size >= MAX_KEPT_COUNTS) cache.counts.delete(cache.counts.keys().next().value!);
  cache.counts.set(key, counts);
  return counts;
}

/** Whether a slot is on sale and passes the base filters. */
function basePasses(index: CatalogIndex, base: BaseFilter): (slot: number) => boolean {
  const { live, prices, categoryOf, brandOf, inStock, onSale } = index;
  const { category, brands, minPriceCents, maxPriceCents } = base;
  const needsStock = base.inStock ? 1 : 0;
  const needsSale = base.onSale ? 1 : 0;
  return (slot) =>
    live[slot] === 1 &&
    inStock[slot]! >= needsStock &&
    onSale[slot]! >= needsSale &&
    prices[slot]! >= minPriceCents &&
    prices[slot]! <= maxPriceCents &&
    (category === undefined || categoryOf[slot] === category) &&
    (brands === undefined || brands[brandOf[slot]!] === 1);
}

/** Visits a superset of the slots passing `base`: whichever of its narrowings holds the fewest. */
function forEachCandidate(index: CatalogIndex, base: BaseFilter, visit: (slot: number) => void): void {
  const { category, brands } = base;
  if (category === -1) return;
  const byPrice = index.orders.price;
  const from = countBelow(byPrice, index.prices, base.minPriceCents);
  const to = countAtMost(byPrice, index.prices, base.maxPriceCents);
  const categorySlots = category === undefined ? undefined : index.categories.slots[category]!;
  const brandIds = brands ? [...brands.keys()].filter((id) => brands[id] === 1) : undefined;
  const brandSlots = brandIds?.reduce((sum, id) => sum + index.brands.slots[id]!.length, 0);
  const sizes = [to - from, categorySlots?.length ?? Infinity, brandSlots ?? Infinity];
  const fewest = Math.min(...sizes);
  if (fewest === sizes[1]) {
    for (let i = 0; i < categorySlots!.length; i += 1) visit(categorySlots!.items[i]!);
  } else if (fewest === sizes[2]) {
    // A product has one brand: the chosen brands' slots never repeat one.
    for (const id of brandIds!) {
      const list = index.brands.slots[id]!;
      for (let i = 0; i < list.length; i += 1) visit(list.items[i]!);
    }
  } else {
    for (let i = from; i < to; i += 1) visit(byPrice[i]!);
  }
}

/** Option value counts kept per word list: enough for its categories and brands pages. */
const MAX_KEPT_OPTION_COUNTS = 64;

/**
 * The option values of the list's matches within the filters (no option is filtered on this path):
 * for the whole catalogue, the counts kept per index state (option-counts.ts); for a word, counted
 * over its matches in the price range once per category and brands, and kept with its list (dropped
 * with it when the index changes).
 */
export function optionCountsOf(
  index: CatalogIndex,
  list: WordList,
  filter: Filter,
  from: number,
  to: number,
): ArrayLike<number> {
  if (list.isEverything) return catalogueOptionCounts(index, filter);
  const { category, brands } = filter;
  const key = `${category ?? ''}|${brands ? brands.join('') : ''}|${from}|${to}`;
  const kept = list.optionCounts.get(key);
  if (kept) return kept;
  const counts = new Int32Array(index.optionValues.values.length);
  const { categoryOf, brandOf } = index;
  const byPrice = list.byPrice;
  for (let i = from; i < to; i += 1) {
    const slot = byPrice[i]!;
    if (
      (category === undefined || categoryOf[slot] === category) &&
      (brands === undefined || brands[brandOf[slot]!] === 1)
    ) {
      countOptionValues(index, slot, counts);
    }
  }
  if (list.optionCounts.size >= MAX_KEPT_OPTION_COUNTS) {
    list.optionCounts.delete(list.optionCounts.keys().next().value!);
  }
  list.optionCounts.set(key, counts);
  return counts;
}

/** The slots having a chosen value of each filtered option, and (an upper bound of) their number. */
function chosenSlots(index: CatalogIndex, filter: OptionFilter): { slots: Bitset; size: number }[] {
  const sets = Array.from({ length: filter.count }, () => ({ slots: index.newBitset(), size: 0 }));
  filter.chosen.forEach((isChosen, id) => {
    if (isChosen !== 1) return;
    const set = sets[filter.filterOf[id]!]!;
    const list = index.optionValues.slots[id]!;
    set.slots.addAll(list.items, list.length);
    set.size += list.length;
  });
  return sets;
}

/** The slots having a chosen value of every filtered option (lent by the index for this query). */
export function optionMatches(index: CatalogIndex, filter: OptionFilter): Bitset {
  const sets = chosenSlots(index, filter);
  const matches = sets[0]!.slots;
  for (const set of sets.slice(1)) matches.intersect(set.slots);
  return matches;
}

const fewestOf = (sets: { slots: Bitset; size: number }[], leaving = -1) =>
  sets.reduce(
    (best, set, at) => (at !== leaving && (best < 0 || set.size < sets[best]!.size) ? at : best),
    -1,
  );

/**
 * A listing with option filters and no search: the matches into `found`, their total, and the
 * facets (each counted with every filter but its own), visiting only the chosen values' slots.
 */
export function collectByOptions(
  index: CatalogIndex,
  filter: Filter,
  found: Int32Array,
): { total: number; matched: Int32Array; facets: IndexFacets } {
  const optionFilter = filter.options!;
  const { categoryOf, brandOf } = index;
  const { category, brands } = filter;
  const base: BaseFilter = { ...filter, category: undefined, brands: undefined };
  const passes = basePasses(index, base);
  const categoryCounts = new Int32Array(index.categories.values.length);
  const brandCounts = new Int32Array(index.brands.values.length);
  const optionCounts = new Int32Array(index.optionValues.values.length);
  const passed = new Uint8Array(optionFilter.count);
  const sets = chosenSlots(index, optionFilter);
  let total = 0;
  // Every match has a chosen value of each filtered option: it is among the fewest of them.
  sets[fewestOf(sets)]!.slots.forEach((slot) => {
    if (!passes(slot) || failedOptionFilter(index, optionFilter, slot, passed) !== -1) return;
    const categoryOk = category === undefined || categoryOf[slot] === category;
    const brandOk = brands === undefined || brands[brandOf[slot]!] === 1;
    if (brandOk) categoryCounts[categoryOf[slot]!]! += 1;
    if (categoryOk) brandCounts[brandOf[slot]!]! += 1;
    if (!categoryOk || !brandOk) return;
    found[total++] = slot;
    // The options not filtered, counted over the matches.
    countOptionValues(index, slot, optionCounts, optionFilter, -1);
  });
  // Each filtered option's values, over the products every other filter lets through.
  for (let m = 0; m < optionFilter.count; m += 1) {
    if (optionFilter.count === 1) {
      const all = catalogueOptionCounts(index, { ...base, category, brands });
      optionFilter.filterOf.forEach((filterOf, id) => {
        if (filterOf === m) optionCounts[id] = all[id] ?? 0;
      });
      continue;
    }
    const passesBase = basePasses(index, { ...base, category, brands });
    sets[fewestOf(sets, m)]!.slots.forEach((slot) => {
      if (!passesBase(slot)) return;
      const failed = failedOptionFilter(index, optionFilter, slot, passed);
      if (failed === -1 || failed === m) countOptionValues(index, slot, optionCounts, optionFilter, m);
    });
  }
  return {
    total,
    matched: found,
    facets: facetsFrom(index, categoryCounts, brandCounts, optionCounts),
  };
}
