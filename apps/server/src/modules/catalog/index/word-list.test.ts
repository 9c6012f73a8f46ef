// The kept word lists (decision 036) must answer exactly as finding, scoring and ordering every
// match afresh does: on random catalogues full of ties (prices, times, names), with products edited
// and taken off sale, for single words (with synonyms, found in option values and descriptions too),
// no term with filters, every sort, pages, price bounds, categories and brands.
import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, type ProductListQuery } from '@eshop/shared';
import { CardColumns } from './card-columns.js';
import { CatalogIndex, type IndexedProduct } from './catalog-index.js';
import { queryIndex } from './query-index.js';
import { wordListOf } from './word-list-cache.js';
import { synonymLookup } from '../../../lib/search-terms.js';

const SYNONYMS = synonymLookup([
  ['lamp', 'light'],
  ['desk', 'table', 'bureau'],
]);

const WORDS = ['red', 'redwood', 'blue', 'bluebell', 'lamp', 'lamps', 'desk', 'oak', 'chair', 'pro', 'mini'];
const BRANDS = ['Oakline', 'Redbrand', 'Nordic', 'Lampco', 'Mini Works'];
const CATEGORIES = ['Lamps', 'Desks', 'Chairs', 'Decor'];
const TERMS = [
  'red',
  'lamp',
  'lamps',
  'oak',
  'o',
  're',
  'amp',
  'mini',
  'nordic',
  'desks',
  'chir',
  'zzz',
  'bluebel',
  'table',
  'light',
  'walnut',
  '42',
];
const COLOURS = ['Red', 'Blue', 'Walnut Brown'];
const SIZES = ['40', '42', 'XL'];

/** mulberry32: the same catalogue and queries on every run. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { below, pick: <T>(items: readonly T[]) => items[below(items.length)]! };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function product(n: number, random: ReturnType<typeof randomOf>): IndexedProduct {
  const words = Array.from({ length: 1 + random.below(3) }, () => random.pick(WORDS));
  return {
    id: uuid(n),
    name: words.join(' '),
    brand: random.pick(BRANDS),
    category: random.pick(CATEGORIES),
    // Few prices and times: many ties, broken by id.
    priceCents: 100 * (1 + random.below(20)),
    stock: random.below(3),
    compareAtCents: null,
    createdAt: new Date(1_700_000_000_000 + 1000 * random.below(50)),
    options: [
      ...(random.below(3) === 0
        ? [{ name: 'Colour', values: [random.pick(COLOURS), random.pick(COLOURS)] }]
        : []),
      ...(random.below(3) === 0 ? [{ name: 'Size', values: [random.pick(SIZES)] }] : []),
    ].map((option) => ({ ...option, values: [...new Set(option.values)] })),
    description:
      random.below(2) === 0
        ? ''
        : `A ${random.pick(WORDS)}, for a ${random.pick(['table', 'light', 'room'])}.`,
    imageUrl: '/images/a.webp',
    reviewCount: 0,
    ratingSum: 0,
    editedAt: null,
    priceMaxCents: null,
    gallery: [],
  };
}

async function catalogue(seed: number, size: number): Promise<CatalogIndex> {
  const random = randomOf(seed);
  const index = new CatalogIndex(new CardColumns());
  for (let n = 0; n < size; n += 1) index.append(product(n, random));
  await index.finishBuild();
  // Edits (new slots), removals and additions after the build.
  const changes = new Map<string, IndexedProduct | undefined>();
  for (let k = 0; k < size / 10; k += 1) {
    const n = random.below(size + 20);
    changes.set(uuid(n), random.below(3) === 0 ? undefined : product(n, random));
  }
  index.apply(changes);
  return index;
}

function randomQuery(random: ReturnType<typeof randomOf>): ProductListQuery {
  const query: ProductListQuery = { page: 1 + random.below(4), limit: 1 + random.below(12) };
  if (random.below(5) !== 0) query.search = random.pick(TERMS);
  if (random.below(3) === 0) query.category = random.pick([...CATEGORIES, 'No Such Category']);
  if (random.below(4) === 0)
    query.brand = [random.pick(BRANDS), ...(random.below(2) ? [random.pick(BRANDS)] : [])];
  if (random.below(2) === 0) query.maxPriceCents = 100 * random.below(22);
  if (random.below(4) === 0) query.minPriceCents = 100 * random.below(22);
  const sort = random.below(PRODUCT_SORTS.length + 1);
  if (sort < PRODUCT_SORTS.length) query.sort = PRODUCT_SORTS[sort];
  return query;
}

describe('listings from kept word lists', () => {
  it.each([
    [1, 300],
    [2, 2_000],
    [3, 5_000],
  ])('answer as a fresh search does (seed %i, %i products)', async (seed, size) => {
    const index = await catalogue(seed, size);
    const random = randomOf(seed * 7919);
    for (let q = 0; q < 600; q += 1) {
      const query = randomQuery(random);
      const expected = queryIndex(index, query, { wordLists: false, synonyms: SYNONYMS });
      expect(queryIndex(index, query, { synonyms: SYNONYMS }), JSON.stringify(query)).toEqual(expected);
    }
  });

  it('make an order the first time a listing sorts by it, and weigh the list with it', async () => {
    const index = await catalogue(6, 2_000);
    const listing = (sort: ProductListQuery['sort']) =>
      queryIndex(index, { search: 'lamp', sort, page: 1, limit: 12 });
    // The list the listings read (the term as typed, no synonyms), looked up as queryIndex does.
    const list = () => {
      try {
        return wordListOf(index, ['lamp'], false);
      } finally {
        index.takeBackBitsets();
      }
    };
    listing('lowest-price');
    const kept = list();
    const matches = kept.byPrice.length;
    expect(matches).toBeGreaterThan(100);
    expect(kept.made).toEqual({});
    const priceOnly = kept.bytes;

    listing('a-z');
    expect(list()).toBe(kept);
    expect(Object.keys(kept.made)).toEqual(['name']);
    expect(kept.bytes).toBe(priceOnly + 4 * matches);

    // Best match is made from the newest-first order, which is kept as well.
    listing('best');
    expect(Object.keys(kept.made).sort()).toEqual(['best', 'latest', 'name']);
    expect(kept.bytes).toBe(priceOnly + 3 * 4 * matches);
    for (const sort of ['best', 'a-z', 'latest'] as const) {
      expect(listing(sort)).toEqual(
        queryIndex(index, { search: 'lamp', sort, page: 1, limit: 12 }, { wordLists: false }),
      );
    }
  });

  it('follow the index when it changes', async () => {
    const index = await catalogue(4, 500);
    const query: ProductListQuery = { search: 'lamp', sort: 'lowest-price', page: 1, limit: 50 };
    const before = queryIndex(index, query);
    const cheapest = before.slots[0]!;
    const id = index.idOf(cheapest);
    index.apply(new Map([[id, undefined]]));
    const after = queryIndex(index, query);
    expect(after.total).toBe(before.total - 1);
    expect(after.slots).not.toContain(cheapest);
    expect(after).toEqual(queryIndex(index, query, { wordLists: false }));
  });

  it('find option filters without a search among the chosen values, counted as a visit of every product would', async () => {
    const index = await catalogue(5, 3_000);
    const random = randomOf(99);
    const OPTION_CHOICES = [
      ['Colour:Red'],
      ['Colour:Red', 'Colour:Walnut Brown'],
      ['Colour:Blue', 'Size:42'],
      ['Size:XL', 'Size:40', 'Colour:Red'],
      ['Colour:Plaid'],
    ];
    for (let q = 0; q < 200; q += 1) {
      const query = { ...randomQuery(random), search: undefined, option: random.pick(OPTION_CHOICES) };
      const answer = queryIndex(index, query);
      // The kept list of the chosen values answers as visiting them afresh does.
      expect(answer, JSON.stringify(query)).toEqual(queryIndex(index, query, { wordLists: false }));
      // Brute force: every slot on sale, each filter checked by the product's own options.
      const chosen = new Map<string, string[]>();
      for (const text of query.option) {
        const [name, value] = text.split(':') as [string, string];
        chosen.set(name, [...(chosen.get(name) ?? []), value]);
      }
      const valuesOf = (slot: number) =>
        [...index.optionIdsOf(slot)].map((id) => index.optionValueParts[id]!);
      const fails = (slot: number) =>
        [...chosen]
          .filter(
            ([name, values]) => !valuesOf(slot).some((v) => v.name === name && values.includes(v.value)),
          )
          .map(([name]) => name);
      const category = query.category === undefined ? undefined : index.categories.find(query.category);
      const brands = query.brand?.map((name) => index.brands.find(name));
      const counts = new Map<string, number>();
      let total = 0;
      for (let slot = 0; slot < index.slotCount; slot += 1) {
        const price = index.prices[slot]!;
        if (
          index.live[slot] !== 1 ||
          price < (query.minPriceCents ?? -Infinity) ||
          price > (query.maxPriceCents ?? Infinity)
        )
          continue;
        if (category !== undefined && index.categoryOf[slot] !== category) continue;
        if (brands && !brands.includes(index.brandOf[slot]!)) continue;
        const failed = fails(slot);
        if (failed.length === 0) total += 1;
        for (const { name, value } of valuesOf(slot)) {
          if (failed.length === 0 || (failed.length === 1 && failed[0] === name)) {
            counts.set(`${name}:${value}`, (counts.get(`${name}:${value}`) ?? 0) + 1);
          }
        }
      }
      expect(answer.total, JSON.stringify(query)).toBe(total);
      const shown = new Map(
        answer.facets.options.flatMap((option) =>
          option.values.map((v) => [`${option.name}:${v.value}`, v.count]),
        ),
      );
      expect(shown, JSON.stringify(query)).toEqual(counts);
    }
  });
});
