// A listing of one word (or of no term, with filters) answered from the word's kept list (decision
// 036). The total and both facets come from the list's running counts over the price range; the
// page is walked off the word's list in the sort's order, skipping what the filters leave out,
// or, when that would visit more entries than the price range holds, picked from the range with a
// bounded top-k. No match is scored or sorted per request.
import type { ProductSort } from '@eshop/shared';
import type { CatalogIndex } from './catalog-index.js';
import {
  countAtMost,
  countBelow,
  orderOf,
  type Filter,
  type IndexAnswer,
  facetsFrom,
} from './index-query-parts.js';
import { TopK } from './top-k.js';
import { bestOfList, orderOfList, type WordList } from './word-list.js';
import { optionCountsOf } from './option-counts.js';

/** Ranks below this fit under the score in one float64 key (2^26: 67M products). */
const RANK_BITS = 2 ** 26;

type Page = { offset: number; need: number };

/** The option value counts of a listing, given its filters and its range of the list's price order. */
export type OptionCountsFor = (filter: Filter, from: number, to: number) => ArrayLike<number>;

export function answerFromList(
  index: CatalogIndex,
  list: WordList,
  filter: Filter,
  sort: ProductSort,
  page: Page,
  optionCountsFor: OptionCountsFor = (narrowed, from, to) => optionCountsOf(index, list, narrowed, from, to),
): IndexAnswer {
  const from = countBelow(list.byPrice, index.prices, filter.minPriceCents);
  const to = Math.max(from, countAtMost(list.byPrice, index.prices, filter.maxPriceCents));
  const { total, categoryCounts, brandCounts } = countFiltered(list, filter, from, to);
  const facets = facetsFrom(index, categoryCounts, brandCounts, optionCountsFor(filter, from, to));
  if (total <= page.offset) return { slots: [], total, facets };
  return { slots: pageOf(index, list, filter, sort, { from, to, total }, page), total, facets };
}

/** Each facet counted with every filter but its own, and the total with all, from the pairs' counts. */
function countFiltered(list: WordList, filter: Filter, from: number, to: number) {
  const { cellCount, categoryCount, brandCount } = list.counts;
  const cells = new Int32Array(cellCount);
  list.counts.addRange(cells, from, to);
  const categoryCounts = new Int32Array(categoryCount);
  const brandCounts = new Int32Array(brandCount);
  let total = 0;
  for (let category = 0; category < categoryCount; category += 1) {
    const categoryOk = filter.category === undefined || filter.category === category;
    for (let brand = 0; brand < brandCount; brand += 1) {
      const count = cells[category * brandCount + brand]!;
      if (count === 0) continue;
      const brandOk = filter.brands === undefined || filter.brands[brand] === 1;
      if (brandOk) categoryCounts[category]! += count;
      if (categoryOk) brandCounts[brand]! += count;
      if (categoryOk && brandOk) total += count;
    }
  }
  return { total, categoryCounts, brandCounts };
}

type Range = { from: number; to: number; total: number };
type Accept = ((slot: number) => boolean) | undefined;

function pageOf(
  index: CatalogIndex,
  list: WordList,
  filter: Filter,
  sort: ProductSort,
  range: Range,
  page: Page,
): number[] {
  const { categoryOf, brandOf, prices } = index;
  const { category, brands, minPriceCents, maxPriceCents } = filter;
  const passes: Accept =
    category === undefined && brands === undefined
      ? undefined
      : (slot) =>
          (category === undefined || categoryOf[slot] === category) &&
          (brands === undefined || brands[brandOf[slot]!] === 1);
  const isPriceCapped = range.from > 0 || range.to < list.byPrice.length;
  const inPriceAndPasses: Accept =
    !isPriceCapped && !passes
      ? undefined
      : (slot) =>
          prices[slot]! >= minPriceCents && prices[slot]! <= maxPriceCents && (!passes || passes(slot));
  const { from, to } = range;
  const { order, reverse } = orderOf(sort);
  if (sort !== 'best' && order === 'price') {
    // The price range of the word's price order is the answer, in order.
    const byPrice = list.byPrice;
    return reverse
      ? walk(byPrice, to - 1, from - 1, passes, page, Infinity)!
      : walk(byPrice, from, to, passes, page, Infinity)!;
  }
  // Walk the ready order, skipping what the filters leave out, unless that would visit more entries
  // than ranking the candidates outright (then, or once it has, rank them with a bounded top-k).
  const candidates = candidatesOf(index, list, filter, range);
  const sequence = sort === 'best' ? bestOfList(index, list) : orderOfList(index, list, order);
  const n = sequence.length;
  const maxSteps = candidates.to - candidates.from;
  const walked = reverse
    ? walk(sequence, n - 1, -1, inPriceAndPasses, page, maxSteps)
    : walk(sequence, 0, n, inPriceAndPasses, page, maxSteps);
  if (walked) return walked;
  // A category's slots also hold products no longer on sale (slots are never reused).
  const accept: Accept = candidates.isPriceChecked
    ? passes
    : (slot) => index.live[slot] === 1 && (!inPriceAndPasses || inPriceAndPasses(slot));
  const top = new TopK(Math.min(page.need, range.total));
  const { entries } = candidates;
  if (sort === 'best') {
    const latestRanks = index.ranks.latest;
    for (let i = candidates.from; i < candidates.to; i += 1) {
      const slot = entries[i]!;
      if (!accept || accept(slot)) top.offer((255 - list.scores[i]!) * RANK_BITS + latestRanks[slot]!);
    }
    return keysOf(top, page).map((key) => index.orders.latest[key % RANK_BITS]!);
  }
  const ranks = index.ranks[order];
  for (let i = candidates.from; i < candidates.to; i += 1) {
    const slot = entries[i]!;
    if (!accept || accept(slot)) top.offer(reverse ? -ranks[slot]! : ranks[slot]!);
  }
  const slotsInOrder = index.orders[order];
  return keysOf(top, page).map((key) => slotsInOrder[reverse ? -key : key]!);
}

const keysOf = (top: TopK, { offset }: Page) => Array.from(top.sorted().subarray(offset));

/** isPriceChecked: entries of the price range (within the price bounds by their place). */
type Candidates = { entries: Int32Array; from: number; to: number; isPriceChecked: boolean };

/**
 * Where the page's products can be: the price range of the word's price order (its entries line up
 * with the scores), or, without a term, the chosen category's slots when they are fewer.
 */
function candidatesOf(index: CatalogIndex, list: WordList, filter: Filter, range: Range): Candidates {
  const inRange = { entries: list.byPrice, from: range.from, to: range.to, isPriceChecked: true };
  if (!list.isEverything || filter.category === undefined || filter.category < 0) return inRange;
  const slots = index.categories.slots[filter.category]!;
  return slots.length < range.to - range.from
    ? { entries: slots.items, from: 0, to: slots.length, isPriceChecked: false }
    : inRange;
}

/**
 * Entries offset..need of `sequence` from `start` towards `end` (exclusive) that `accept` keeps;
 * undefined once more than `maxSteps` entries were visited.
 */
function walk(
  sequence: Int32Array,
  start: number,
  end: number,
  accept: Accept,
  { offset, need }: Page,
  maxSteps: number,
): number[] | undefined {
  const slots: number[] = [];
  const step = end >= start ? 1 : -1;
  let seen = 0;
  let steps = 0;
  for (let p = start; p !== end && seen < need; p += step) {
    if (++steps > maxSteps) return undefined;
    const slot = sequence[p]!;
    if (accept && !accept(slot)) continue;
    if (seen >= offset) slots.push(slot);
    seen += 1;
  }
  return slots;
}
