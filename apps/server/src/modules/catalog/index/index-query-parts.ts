// The pieces every way of answering a listing from the index shares: the filter as ids and masks,
// the answer's shape, the sorts as the index's orders, and binary searches in price order.
import type { BrandCount, CategoryCount } from '@eshop/shared';
import type { CatalogIndex, FieldValues, OrderName } from './catalog-index.js';

export type IndexFacets = { categories: CategoryCount[]; brands: BrandCount[] };
export type IndexAnswer = { slots: number[]; total: number; facets: IndexFacets };

export type Filter = {
  /** The category's id to keep, -1 for one no product has (nothing matches), undefined for any. */
  category: number | undefined;
  /** By brand id, 1 for each brand to keep (none, when no named brand exists); undefined for any. */
  brands: Uint8Array | undefined;
  minPriceCents: number;
  maxPriceCents: number;
  inStock: boolean;
};

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
