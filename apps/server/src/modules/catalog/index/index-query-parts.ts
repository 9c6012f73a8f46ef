// The pieces every way of answering a listing from the index shares: the filter as ids and masks,
// the answer's shape, the sorts as the index's orders, and binary searches in price order.
import { optionFacetsOf, optionFiltersOf, type ListingFacets, type OptionFacet } from '@eshop/shared';
import type { CatalogIndex, FieldValues, OrderName } from './catalog-index.js';

export type IndexFacets = ListingFacets;
export type IndexAnswer = { slots: number[]; total: number; facets: IndexFacets };

/**
 * The option filters (decision 061): a product passes one when it has a chosen value of its option,
 * and passes them all when it passes each.
 */
export type OptionFilter = {
  /** How many options are filtered (a product must pass that many). */
  count: number;
  /** By option value id: which filter (0..count-1) its option's is, -1 when its option is not filtered. */
  filterOf: Int8Array;
  /** By option value id: 1 when it is one of the chosen values. */
  chosen: Uint8Array;
};

export type Filter = {
  /** The category's id to keep, -1 for one no product has (nothing matches), undefined for any. */
  category: number | undefined;
  /** By brand id, 1 for each brand to keep (none, when no named brand exists); undefined for any. */
  brands: Uint8Array | undefined;
  minPriceCents: number;
  maxPriceCents: number;
  inStock: boolean;
  /** Only products with a sale price. */
  onSale: boolean;
  /** Undefined when no option is filtered. */
  options: OptionFilter | undefined;
};

export function optionFilterOf(
  index: CatalogIndex,
  option: readonly string[] | undefined,
): OptionFilter | undefined {
  const byName = optionFiltersOf(option);
  if (byName.size === 0) return undefined;
  const names = [...byName.keys()];
  const size = index.optionValues.values.length;
  const filterOf = new Int8Array(size).fill(-1);
  const chosen = new Uint8Array(size);
  index.optionValueParts.forEach(({ name, value }, id) => {
    const at = names.indexOf(name);
    if (at < 0) return;
    filterOf[id] = at;
    if (byName.get(name)!.includes(value)) chosen[id] = 1;
  });
  return { count: names.length, filterOf, chosen };
}

/**
 * Which option filters a slot fails: -1 for none, the filter's number when it fails exactly one, -2
 * when it fails more (`passed` is scratch room of `filter.count` bytes).
 */
export function failedOptionFilter(
  index: CatalogIndex,
  filter: OptionFilter,
  slot: number,
  passed: Uint8Array,
): number {
  passed.fill(0, 0, filter.count);
  const { items } = index.optionIds;
  const end = index.optionStarts[slot + 1]!;
  for (let i = index.optionStarts[slot]!; i < end; i += 1) {
    const id = items[i]!;
    if (filter.chosen[id] === 1) passed[filter.filterOf[id]!] = 1;
  }
  let failed = -1;
  for (let m = 0; m < filter.count; m += 1) {
    if (passed[m] === 1) continue;
    if (failed !== -1) return -2;
    failed = m;
  }
  return failed;
}

/**
 * Adds a slot's option values to `counts`: all of them, or, with a filter, those of the option of
 * its filter number `of` (-1: those of the options not filtered).
 */
export function countOptionValues(
  index: CatalogIndex,
  slot: number,
  counts: Int32Array,
  filter?: OptionFilter,
  of = -1,
): void {
  const { items } = index.optionIds;
  const end = index.optionStarts[slot + 1]!;
  for (let i = index.optionStarts[slot]!; i < end; i += 1) {
    const id = items[i]!;
    if (!filter || filter.filterOf[id] === of) counts[id]! += 1;
  }
}

/** A listing's facets from its counts by category id, brand id and option value id. */
export const facetsFrom = (
  index: CatalogIndex,
  categoryCounts: ArrayLike<number>,
  brandCounts: ArrayLike<number>,
  optionCounts: ArrayLike<number>,
): IndexFacets => ({
  categories: countsOf(index.categories, categoryCounts),
  brands: countsOf(index.brands, brandCounts),
  options: optionFacets(index, optionCounts),
});

/** Option value counts (by value id) as the facets show them. */
export function optionFacets(index: CatalogIndex, counts: ArrayLike<number>): OptionFacet[] {
  return optionFacetsOf(
    index.optionValueParts.map(({ name, value }, id) => ({ name, value, count: counts[id] ?? 0 })),
  );
}

export function brandMask(index: CatalogIndex, names: readonly string[] | undefined): Uint8Array | undefined {
  if (!names) return undefined;
  const mask = new Uint8Array(index.brands.values.length);
  for (const name of names) {
    const id = index.brands.find(name);
    if (id !== -1) mask[id] = 1;
  }
  return mask;
}

export function orderOf(sort: string): { order: OrderName; reverse: boolean } {
  if (sort === 'lowest-price' || sort === 'highest-price')
    return { order: 'price', reverse: sort === 'highest-price' };
  if (sort === 'a-z' || sort === 'z-a') return { order: 'name', reverse: sort === 'z-a' };
  return { order: 'latest', reverse: false };
}

export function sliceOrder(order: ArrayLike<number>, from: number, to: number, reverse: boolean): number[] {
  const slots: number[] = [];
  for (let p = from; p < Math.min(to, order.length); p += 1)
    slots.push(order[reverse ? order.length - 1 - p : p]!);
  return slots;
}

/** How many of `byPrice` (slots in price order) cost less than `min`. */
export function countBelow(byPrice: Int32Array, prices: Int32Array, min: number): number {
  let low = 0;
  let high = byPrice.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (prices[byPrice[middle]!]! < min) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of `byPrice` (slots in price order) cost at most `max`. */
export function countAtMost(byPrice: Int32Array, prices: Int32Array, max: number): number {
  let low = 0;
  let high = byPrice.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (prices[byPrice[middle]!]! <= max) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The values with a count above 0, in code-unit order of their names (the database's facets). */
export function countsOf(field: FieldValues, counts: ArrayLike<number>): { name: string; count: number }[] {
  const result: { name: string; count: number }[] = [];
  for (let id = 0; id < counts.length; id += 1) {
    const count = counts[id]!;
    if (count > 0) result.push({ name: field.values[id]!, count });
  }
  return result.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
