// One listing answered from the in-process index (decision 018): the same matches, count, order and
// facets as the database's query (list-products.ts), without sorting every match. One word, or no
// term with filters, is answered from the word's kept lists (decision 036, answer-from-list.ts).
// Several words, "in stock only" or "on sale", are found afresh here: the page is either read off the
// sort's order, skipping what does not match (when matches are common), or cut from the matches
// sorted by their position in that order (when they are rare): whichever costs less.
import type { ProductListQuery } from '@eshop/shared';
import type { CatalogIndex, OrderName } from './catalog-index.js';
import {
  brandMask,
  countOptionValues,
  failedOptionFilter,
  optionFilterOf,
  countAtMost,
  countBelow,
  orderOf,
  sliceOrder,
  type Filter,
  type IndexAnswer,
  type IndexFacets,
  facetsFrom,
} from './index-query-parts.js';
import { answerFromList } from './answer-from-list.js';
import { answerByOptions } from './answer-by-options.js';
import { collectByOptionsKept } from './option-counts.js';
import { wordListOf } from './word-list-cache.js';
import { findWord, scoreOf, type WordHits } from './word-hits.js';
import { effectiveSort } from '../list-products.js';
import { NO_SYNONYMS, searchWordForms, typoPatterns, type SynonymLookup } from '../../../lib/search-terms.js';

/** Matches at most this many are sorted outright for Best match; more are bucketed by score. */
const SORT_BEST_UP_TO = 4096;
/** Ranks below this fit under the score in one float64 key (2^26: 67M products). */
const RANK_BITS = 2 ** 26;

/** Work buffers as big as the index, shared by every query (each runs start to end in one turn). */
let found = new Int32Array(0);
let marks = new Uint8Array(0);

function ensureScratch(size: number): void {
  if (found.length >= size) return;
  found = new Int32Array(size);
  marks = new Uint8Array(size);
}

/**
 * `wordLists: false` answers every query by finding, scoring and ordering its matches afresh (the
 * only way before decision 036, and still the way for several words, "in stock only" or "on sale");
 * the tests hold the two to the same answers.
 */
export function queryIndex(
  index: CatalogIndex,
  query: ProductListQuery,
  { wordLists = true, synonyms = NO_SYNONYMS }: { wordLists?: boolean; synonyms?: SynonymLookup } = {},
): IndexAnswer {
  ensureScratch(index.prices.length);
  const words = searchWordForms(query.search ?? '', synonyms);
  const filter: Filter = {
    category: query.category === undefined ? undefined : index.categories.find(query.category),
    brands: brandMask(index, query.brand),
    minPriceCents: query.minPriceCents ?? Number.NEGATIVE_INFINITY,
    maxPriceCents: query.maxPriceCents ?? Number.POSITIVE_INFINITY,
    inStock: query.inStock ?? false,
    onSale: query.onSale ?? false,
    options: optionFilterOf(index, query.option),
  };
  const sort = effectiveSort(query);
  const offset = (query.page - 1) * query.limit;
  const fromList =
    wordLists &&
    !filter.inStock &&
    !filter.onSale &&
    !filter.options &&
    (words.length === 1 || (words.length === 0 && isNarrowed(filter)));
  const page = { offset, need: offset + query.limit };
  // Option filters without a search: a kept list of the chosen values' products (decision 061).
  const byOptionList = wordLists && !filter.inStock && !filter.onSale && filter.options && words.length === 0;
  const run = (forgiveTypos: boolean) =>
    byOptionList
      ? answerByOptions(index, filter, query.option ?? [], sort, page)
      : fromList
        ? answerFromList(index, wordListOf(index, words[0], forgiveTypos), filter, sort, page)
        : answer(
            index,
            query,
            filter,
            words.map((forms) => findWord(index, forms, forgiveTypos, sort === 'best')),
          );
  try {
    const exact = run(false);
    // Nothing as typed: forgive one letter in the longer words (labtop -> laptop), as the database does.
    const canForgive = words.some((forms) => forms.some((form) => typoPatterns(form).length > 0));
    if (exact.total === 0 && canForgive) return run(true);
    return exact;
  } finally {
    index.takeBackBitsets();
  }
}

const isNarrowed = (filter: Filter) =>
  filter.category !== undefined ||
  filter.brands !== undefined ||
  filter.minPriceCents > Number.NEGATIVE_INFINITY ||
  filter.maxPriceCents < Number.POSITIVE_INFINITY;

function answer(index: CatalogIndex, query: ProductListQuery, filter: Filter, hits: WordHits[]): IndexAnswer {
  const offset = (query.page - 1) * query.limit;
  const need = offset + query.limit;
  const sort = effectiveSort(query);
  const unfiltered =
    hits.length === 0 &&
    filter.category === undefined &&
    filter.brands === undefined &&
    filter.minPriceCents === Number.NEGATIVE_INFINITY &&
    filter.maxPriceCents === Number.POSITIVE_INFINITY &&
    !filter.inStock &&
    !filter.onSale &&
    !filter.options;
  if (unfiltered) {
    // The whole catalogue: the page is a slice of the sort's order, the facets the live counts.
    const { order, reverse } = orderOf(sort);
    return {
      slots: sliceOrder(index.orders[order], offset, need, reverse),
      total: index.liveCount,
      facets: facetsFrom(
        index,
        index.categories.liveCounts,
        index.brands.liveCounts,
        index.optionValues.liveCounts,
      ),
    };
  }
  // Option filters without a search: found among the chosen values' slots (option-counts.ts).
  const { total, matched, facets } =
    hits.length === 0 && filter.options
      ? collectByOptionsKept(index, filter, query.option ?? [], found)
      : collect(index, filter, hits);
  let slots: number[] = [];
  if (total > offset) {
    slots =
      sort === 'best'
        ? bestPage(index, hits, matched, total, offset, need)
        : orderedPage(index, orderOf(sort), matched, total, offset, need);
  }
  return { slots, total, facets };
}

/** The first `total` of `matched` are the matching slots. */
type Collected = { total: number; matched: Int32Array; facets: IndexFacets };

/**
 * The matches into `found`, and the facets: each field counted with every filter but its own (a
 * category's count ignores the chosen category). The candidates are a search's matches, else the
 * products within the price bounds (a range of the price order), else every slot.
 */
function collect(index: CatalogIndex, filter: Filter, hits: WordHits[]): Collected {
  const { live, prices, categoryOf, brandOf, inStock, onSale } = index;
  const categoryCounts = new Int32Array(index.categories.values.length);
  const brandCounts = new Int32Array(index.brands.values.length);
  const optionCounts = new Int32Array(index.optionValues.values.length);
  const optionFilter = filter.options;
  const passed = new Uint8Array(optionFilter?.count ?? 0);
  // ANY stands for no category filter (-1 is a value no product has): each test is one comparison.
  const ANY = -2;
  const onlyCategory = filter.category ?? ANY;
  const { brands, minPriceCents, maxPriceCents } = filter;
  const needsStock = filter.inStock ? 1 : 0;
  const needsSale = filter.onSale ? 1 : 0;
  let total = 0;
  const consider = (slot: number) => {
    if (live[slot] === 0 || inStock[slot]! < needsStock || onSale[slot]! < needsSale) return;
    const price = prices[slot]!;
    if (price > maxPriceCents || price < minPriceCents) return;
    const category = categoryOf[slot]!;
    const brand = brandOf[slot]!;
    const categoryOk = onlyCategory === ANY || category === onlyCategory;
    const brandOk = brands === undefined || brands[brand] === 1;
    // The one option filter it fails is left out of that option's counts (-1: none, -2: several).
    const failed = optionFilter ? failedOptionFilter(index, optionFilter, slot, passed) : -1;
    if (categoryOk && brandOk && failed === -1) countOptionValues(index, slot, optionCounts);
    if (categoryOk && brandOk && failed >= 0)
      countOptionValues(index, slot, optionCounts, optionFilter, failed);
    if (failed !== -1) return;
    if (brandOk) categoryCounts[category]! += 1;
    if (categoryOk) brandCounts[brand]! += 1;
    if (categoryOk && brandOk) found[total++] = slot;
  };

  if (hits.length > 0) {
    // The first word's set becomes the matches (nothing reads it after).
    const matches = hits[0]!.anywhere;
    for (const word of hits.slice(1)) matches.intersect(word.anywhere);
    // The set bits walked inline: this loop runs once per match, 100k+ times for a common word at 1M.
    const bits = matches.words;
    for (let w = 0; w < bits.length; w += 1) {
      let word = bits[w]!;
      while (word !== 0) {
        const lowest = word & -word;
        word ^= lowest;
        consider((w << 5) + 31 - Math.clz32(lowest));
      }
    }
  } else if (minPriceCents > Number.NEGATIVE_INFINITY || maxPriceCents < Number.POSITIVE_INFINITY) {
    const byPrice = index.orders.price;
    const from = countBelow(byPrice, prices, minPriceCents);
    const to = countAtMost(byPrice, prices, maxPriceCents);
    for (let i = from; i < to; i += 1) consider(byPrice[i]!);
  } else {
    for (let slot = 0; slot < index.slotCount; slot += 1) consider(slot);
  }
  return {
    total,
    matched: found,
    facets: facetsFrom(index, categoryCounts, brandCounts, optionCounts),
  };
}

/** Positions offset..need of the first `total` slots of `matched` in a sort's order. */
function orderedPage(
  index: CatalogIndex,
  { order, reverse }: { order: OrderName; reverse: boolean },
  matched: Int32Array,
  total: number,
  offset: number,
  need: number,
): number[] {
  const slotsInOrder = index.orders[order];
  const walkSteps = (need * index.liveCount) / total;
  const sortCost = total * (Math.log2(total) + 1);
  if (sortCost < walkSteps) {
    const ranks = index.ranks[order];
    const keys = new Int32Array(total);
    for (let i = 0; i < total; i += 1) keys[i] = ranks[matched[i]!]!;
    keys.sort();
    return sliceOrder(keys, offset, need, reverse).map((rank) => slotsInOrder[rank]!);
  }
  for (let i = 0; i < total; i += 1) marks[matched[i]!] = 1;
  const slots: number[] = [];
  let seen = 0;
  const n = slotsInOrder.length;
  for (let p = 0; p < n && seen < need; p += 1) {
    const slot = slotsInOrder[reverse ? n - 1 - p : p]!;
    if (marks[slot] === 0) continue;
    if (seen >= offset) slots.push(slot);
    seen += 1;
  }
  for (let i = 0; i < total; i += 1) marks[matched[i]!] = 0;
  return slots;
}

/** Best match: highest score first, then newest. Few matches are sorted; many are walked by score. */
function bestPage(
  index: CatalogIndex,
  hits: WordHits[],
  matched: Int32Array,
  total: number,
  offset: number,
  need: number,
): number[] {
  const latestRanks = index.ranks.latest;
  const latest = index.orders.latest;
  if (total <= SORT_BEST_UP_TO) {
    const keys = new Float64Array(total);
    for (let i = 0; i < total; i += 1) {
      const slot = matched[i]!;
      keys[i] = (255 - scoreOf(index, hits, slot)) * RANK_BITS + latestRanks[slot]!;
    }
    keys.sort();
    return sliceOrder(keys, offset, need, false).map((key) => latest[key % RANK_BITS]!);
  }
  // Score every match (into `marks`), count per score, then walk the newest-first order once,
  // taking from each score only the part of it that falls on this page.
  const perScore = new Int32Array(256);
  for (let i = 0; i < total; i += 1) {
    const slot = matched[i]!;
    const score = scoreOf(index, hits, slot);
    marks[slot] = score;
    perScore[score]! += 1;
  }
  const takeFrom = new Int32Array(256);
  const takeTo = new Int32Array(256);
  const pageAt = new Int32Array(256);
  let before = 0;
  let wanted = 0;
  for (let score = 255; score > 0; score -= 1) {
    const from = Math.max(0, offset - before);
    const to = Math.min(perScore[score]!, need - before);
    if (to > from) {
      takeFrom[score] = from;
      takeTo[score] = to;
      pageAt[score] = before + from - offset;
      wanted += to - from;
    }
    before += perScore[score]!;
  }
  const slots = new Array<number>(wanted);
  const seen = new Int32Array(256);
  for (let p = 0; p < latest.length && wanted > 0; p += 1) {
    const slot = latest[p]!;
    const score = marks[slot]!;
    if (score === 0) continue;
    const nth = seen[score]!++;
    if (nth >= takeFrom[score]! && nth < takeTo[score]!) {
      slots[pageAt[score]! + nth - takeFrom[score]!] = slot;
      wanted -= 1;
    }
  }
  for (let i = 0; i < total; i += 1) marks[matched[i]!] = 0;
  return slots;
}
