// Large, realistic-looking catalogues for benchmarks and load tests: variations of the demo
// catalogue (model code and colour in the name, another brand of the same category, the price
// within ±40%), deterministic for a given seed. A variation of a demo product with sizes and colours
// has the same options and a variant of each combination (about 5 variants a product on average).
import type { ProductOption } from '@eshop/shared';
import type { Db } from '../client.js';
import { products, productVariants, type NewProductRow } from '../schema/index.js';
import { DEMO_CATALOG, type DemoProduct } from './demo-catalog.js';
import { demoVariantsOf } from './demo-variants.js';
import { demoImageUrl } from './demo-images.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export const GENERATED_COLOURS = [
  'Black',
  'White',
  'Silver',
  'Graphite',
  'Midnight Blue',
  'Forest Green',
  'Crimson',
  'Sand',
  'Rose Gold',
  'Slate Grey',
  'Ocean Teal',
  'Sunset Orange',
] as const;

/** Letter pairs that start a generated model code such as "KX482". */
export const GENERATED_CODE_PREFIXES = ['AX', 'BR', 'CX', 'DN', 'EV', 'FX', 'GT', 'KX'] as const;

/** mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

function brandsByCategory(): Map<string, string[]> {
  const brands = new Map<string, string[]>();
  for (const product of DEMO_CATALOG) {
    const list = brands.get(product.category) ?? [];
    if (!list.includes(product.brand)) list.push(product.brand);
    brands.set(product.category, list);
  }
  return brands;
}

/** Benchmarks buy from these: enough that no run sells out. */
const GENERATED_STOCK = 10_000;

/** Every combination of the options' values, in the options' order. */
export function combinationsOf(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>(
    (combinations, option) =>
      combinations.flatMap((values) => option.values.map((value) => [...values, value])),
    [[]],
  );
}

function variation(
  base: DemoProduct,
  baseIndex: number,
  brands: string[],
  random: () => number,
  now: number,
): NewProductRow {
  const code = `${pick(GENERATED_CODE_PREFIXES, random)}${100 + Math.floor(random() * 900)}`;
  const colour = pick(GENERATED_COLOURS, random);
  const options = demoVariantsOf(base, baseIndex)?.options ?? [];
  return {
    name: `${base.name} ${code} ${colour}`,
    brand: pick(brands, random),
    // ±40% of the demo price, whole cents, never free.
    priceCents: Math.max(1, Math.round(base.priceCents * (0.6 + random() * 0.8))),
    category: base.category,
    description: `${base.desc} Finish: ${colour.toLowerCase()}.`,
    imageUrl: demoImageUrl(base.name),
    options,
    // Every variant has GENERATED_STOCK; the product's stock is their sum.
    stock: GENERATED_STOCK * combinationsOf(options).length,
    createdAt: new Date(now - Math.floor(random() * YEAR_MS)),
  };
}

/**
 * `count` products derived from the demo catalogue, created over the year before `now`. The same
 * seed (and `now`) gives the same rows.
 */
export function generateProducts(count: number, seed = 1, now = Date.now()): NewProductRow[] {
  const random = createRandom(seed);
  const brands = brandsByCategory();
  const rows: NewProductRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const baseIndex = Math.floor(random() * DEMO_CATALOG.length);
    const base = DEMO_CATALOG[baseIndex]!;
    rows.push(variation(base, baseIndex, brands.get(base.category) ?? [base.brand], random, now));
  }
  return rows;
}

/**
 * Inserts rows in batches of `batchSize`, in one transaction, with a variant of each combination of
 * a product's options (at the product's price, GENERATED_STOCK each); returns how many were inserted.
 * A product without options gets its single variant from migration 0019's trigger.
 */
export async function insertProducts(db: Db, rows: NewProductRow[], batchSize = 1000): Promise<number> {
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const inserted = await tx
        .insert(products)
        .values(rows.slice(start, start + batchSize))
        .returning({ id: products.id, options: products.options, priceCents: products.priceCents });
      const variants = inserted.flatMap(({ id, options, priceCents }) =>
        options.length === 0
          ? []
          : combinationsOf(options).map((values, at) => ({
              productId: id,
              position: at + 1,
              option1: values[0] ?? null,
              option2: values[1] ?? null,
              option3: values[2] ?? null,
              priceCents,
              stock: GENERATED_STOCK,
            })),
      );
      for (let from = 0; from < variants.length; from += batchSize) {
        await tx.insert(productVariants).values(variants.slice(from, from + batchSize));
      }
    }
  });
  return rows.length;
}
