// The listing scenarios: which URL each request of a load test asks for.
import { CATEGORIES, PRODUCT_SORTS } from '@eshop/shared';
import { DEMO_CATALOG } from '../apps/server/src/db/seed/demo-catalog.js';
import { demoVariantsOf } from '../apps/server/src/db/seed/demo-variants.js';
import {
  createRandom,
  GENERATED_CODE_PREFIXES,
  GENERATED_COLOURS,
} from '../apps/server/src/db/seed/generate-products.js';
import { searchWords } from '../apps/server/src/lib/search-terms.js';
import type { ScenarioName } from './options.js';

/**
 * Issue 24's scenarios. NOTE: `--scenarios` accepts only the names in options.ts's SCENARIOS; until
 * these are added there, they run through `runListing` with these names (decision 036).
 */
/** A term matching over 10% of every generated catalogue: the Laptop category (and its names). */
export const COMMON_TERM = 'lap';

export const ISSUE_24_SCENARIOS = [
  'common-term-uncached',
  'common-mix-uncached',
  'product-uncached',
  // Issue 35: a size or colour filtered against a brand filtered, alike otherwise.
  'brand-filter-uncached',
  'option-filter-uncached',
] as const;
export type ListingScenarioName = ScenarioName | (typeof ISSUE_24_SCENARIOS)[number];

/** How many different product pages the varied product scenarios ask for (issue 39: 2,880 measured). */
export const VARIED_PRODUCT_PAGES = 3000;

export const SCENARIO_DESCRIPTIONS: Record<ListingScenarioName, string> = {
  default: 'GET /api/products (first page; the same URL every time: served from the read cache)',
  search: 'GET /api/products?search=pro (the same URL every time: served from the read cache)',
  'search-varied':
    'GET /api/products?search=<term>&sort=<sort>&page=<1-5>, a different URL per request (cache misses)',
  'first-page-uncached': 'GET /api/products, on a server with its read cache off (CATALOG_CACHE_ENTRIES=0)',
  'varied-uncached':
    'GET /api/products with a varied mix of term (or none), category, brand, price cap, sort and page 1-5, read cache off',
  'html-home': 'GET / (the home page drawn on the server; cached whole)',
  'html-category': 'GET /category/Phone (drawn on the server; cached whole)',
  'html-product': 'GET /product-details/<id>, 100 products in turn (drawn on the server; cached whole)',
  'html-home-uncached': 'GET /, read cache off: every request draws the page and queries the catalogue',
  'html-category-uncached': 'GET /category/Phone, read cache off',
  'html-product-uncached': 'GET /product-details/<id>, 100 products in turn, read cache off',
  'html-product-varied': `GET /product-details/<id>, ${VARIED_PRODUCT_PAGES} products in turn (a crawler on the long tail; cached whole, the cache keeps fewer)`,
  'html-product-varied-uncached': `GET /product-details/<id>, ${VARIED_PRODUCT_PAGES} products in turn, read cache off`,
  'html-category-varied-uncached':
    'GET /category/<category>?sort=<sort>&page=<1-5>, every category, sort and page in turn, read cache off',
  'html-search-uncached':
    'GET /search?search=<term>&sort=<sort>&page=<1-5>, a different page per request, read cache off',
  'common-term-uncached': `GET /api/products?search=${COMMON_TERM} with every sort (or none), pages 1-5 and price caps (or none), read cache off`,
  'common-mix-uncached':
    'GET /api/products?search=<a term matching over 10% of the catalogue> with every sort (or none), pages 1-5 and price caps (or none), read cache off',
  'product-uncached': 'GET /api/products/<id>, 100 products in turn, read cache off',
  'brand-filter-uncached':
    'GET /api/products?brand=<brand> with a category in one of two, every sort (or none) and pages 1-5, read cache off',
  'option-filter-uncached':
    'GET /api/products?option=<Colour or Size:value> with a category in one of two, every sort (or none) and pages 1-5, read cache off',
};

/** Pages drawn on the server (decision 024), as a browser or a crawler asks for them. */
export const HTML_SCENARIOS: readonly ListingScenarioName[] = [
  'html-home',
  'html-category',
  'html-product',
  'html-home-uncached',
  'html-category-uncached',
  'html-product-uncached',
  'html-product-varied',
  'html-product-varied-uncached',
  'html-category-varied-uncached',
  'html-search-uncached',
];

/** Scenarios that ask for the varied product pages (their ids are read from the catalogue first). */
export const VARIED_PRODUCT_SCENARIOS: readonly ListingScenarioName[] = [
  'html-product-varied',
  'html-product-varied-uncached',
];

/** Scenarios measured on a server started with its read cache off, so every request is computed. */
export const UNCACHED_SCENARIOS: readonly ListingScenarioName[] = [
  ...ISSUE_24_SCENARIOS,
  'first-page-uncached',
  'varied-uncached',
  'html-home-uncached',
  'html-category-uncached',
  'html-product-uncached',
  'html-product-varied-uncached',
  'html-category-varied-uncached',
  'html-search-uncached',
];

const VARIED_PAGES = 5;

/**
 * Words of the catalogue (names, brands), colours and model-code fragments such as "kx48":
 * about 900 terms, some matching thousands of products at 100k, some a handful.
 */
export function searchTerms(): string[] {
  const terms = new Set<string>();
  for (const product of DEMO_CATALOG) {
    for (const word of `${product.name} ${product.brand}`.toLowerCase().split(/[^a-z0-9]+/)) {
      if (word.length >= 3) terms.add(word);
    }
  }
  for (const colour of GENERATED_COLOURS) terms.add(colour.toLowerCase());
  for (const prefix of GENERATED_CODE_PREFIXES) {
    for (let digits = 10; digits < 100; digits += 1) terms.add(`${prefix.toLowerCase()}${digits}`);
  }
  return [...terms];
}

/**
 * A generator of distinct listing URLs: consecutive requests change the term, then the sort, then
 * the page, so ~23,000 requests pass before a URL repeats (the read cache keeps 2,000 entries).
 */
export function variedSearchPaths(): { next: () => string; distinct: number } {
  const terms = searchTerms();
  const distinct = terms.length * PRODUCT_SORTS.length * VARIED_PAGES;
  let counter = 0;
  const next = () => {
    const index = counter % distinct;
    counter += 1;
    const term = terms[index % terms.length] ?? 'pro';
    const sort = PRODUCT_SORTS[Math.floor(index / terms.length) % PRODUCT_SORTS.length] ?? 'latest';
    const page = 1 + (Math.floor(index / (terms.length * PRODUCT_SORTS.length)) % VARIED_PAGES);
    return `/api/products?${new URLSearchParams({ search: term, sort, page: String(page) }).toString()}`;
  };
  return { next, distinct };
}

const PRICE_CAPS = [2_000, 5_000, 10_000, 25_000, 50_000, 100_000];

/**
 * The share of a generated catalogue (generate-products.ts: a demo product's name with a code and a
 * colour, another brand of its category) that a term matches, as the shop's search reads it (each
 * word in the name, brand or category): computed from the demo catalogue, no server asked.
 */
export function expectedShare(term: string): number {
  const words = searchWords(term);
  const brandsOf = new Map<string, string[]>();
  for (const product of DEMO_CATALOG) {
    const brands = brandsOf.get(product.category) ?? [];
    if (!brands.includes(product.brand)) brands.push(product.brand);
    brandsOf.set(product.category, brands);
  }
  const colours = GENERATED_COLOURS.map((colour) => colour.toLowerCase());
  let share = 0;
  for (const product of DEMO_CATALOG) {
    const brands = brandsOf.get(product.category)!.map((brand) => brand.toLowerCase());
    let all = 0;
    // Every brand and colour the product can get, equally likely (codes left out: they only raise it).
    for (const brand of brands) {
      for (const colour of colours) {
        const text = [product.name.toLowerCase(), colour, brand, product.category.toLowerCase()].join(' ');
        if (words.every((word) => text.includes(word))) all += 1;
      }
    }
    share += all / (brands.length * colours.length);
  }
  return share / DEMO_CATALOG.length;
}

/** The terms of searchTerms() that match over 10% of a generated catalogue, and COMMON_TERM. */
export const commonTerms = (): string[] => [
  COMMON_TERM,
  ...searchTerms().filter((term) => expectedShare(term) > 0.1),
];

/**
 * Listings of the given terms with every sort (or none), pages 1-5 and every price cap (or none),
 * drawn in a seeded order: ~6,000 URLs a term, so the read cache (off anyway) would not help.
 */
export function commonTermPaths(terms: readonly string[]): { next: () => string; distinct: number } {
  const draw = seededDraw(24);
  const next = () => {
    const params = new URLSearchParams({ search: terms[draw(terms.length)]! });
    const sort = draw(PRODUCT_SORTS.length + 1);
    if (sort < PRODUCT_SORTS.length) params.set('sort', PRODUCT_SORTS[sort]!);
    const cap = draw(PRICE_CAPS.length + 1);
    if (cap < PRICE_CAPS.length) params.set('maxPriceCents', String(PRICE_CAPS[cap]));
    params.set('page', String(1 + draw(VARIED_PAGES)));
    return `/api/products?${params.toString()}`;
  };
  return {
    next,
    distinct: terms.length * (PRODUCT_SORTS.length + 1) * (PRICE_CAPS.length + 1) * VARIED_PAGES,
  };
}

/**
 * Search, filters, sort and page varied together, as shoppers and crawlers combine them: a term in
 * three requests of four, a category in one of three, a brand in one of five, a price cap in one of
 * three, every sort (or none) and pages 1-5. Deterministic; millions of combinations.
 */
export function variedMixPaths(): { next: () => string; distinct: number } {
  const terms = searchTerms();
  const brands = [...new Set(DEMO_CATALOG.map((product) => product.brand))];
  // mulberry32, seeded: the same sequence of URLs on every run.
  const draw = seededDraw(42);
  const next = () => {
    const params = new URLSearchParams();
    if (draw(4) !== 0) params.set('search', terms[draw(terms.length)]!);
    if (draw(3) === 0) params.set('category', CATEGORIES[draw(CATEGORIES.length)]!);
    if (draw(5) === 0) params.set('brand', brands[draw(brands.length)]!);
    if (draw(3) === 0) params.set('maxPriceCents', String(PRICE_CAPS[draw(PRICE_CAPS.length)]));
    const sort = draw(PRODUCT_SORTS.length + 1);
    if (sort < PRODUCT_SORTS.length) params.set('sort', PRODUCT_SORTS[sort]!);
    params.set('page', String(1 + draw(5)));
    return `/api/products?${params.toString()}`;
  };
  return { next, distinct: terms.length * 4 * CATEGORIES.length * brands.length * PRICE_CAPS.length * 5 };
}

/** The option values of the generated catalogue (its demo products' sizes, colours and storage). */
function generatedOptionValues(): string[] {
  const values = new Set<string>();
  for (const [index, product] of DEMO_CATALOG.entries()) {
    for (const option of demoVariantsOf(product, index)?.options ?? []) {
      for (const value of option.values) values.add(`${option.name}:${value}`);
    }
  }
  return [...values];
}

/**
 * One filter (a brand, or an option value) with a category in one of two requests, every sort (or
 * none) and pages 1-5: the same shape for both, so their costs compare (issue 35: a size or a colour
 * as fast as a brand).
 */
export function filterPaths(kind: 'brand' | 'option'): { next: () => string; distinct: number } {
  const values =
    kind === 'brand' ? [...new Set(DEMO_CATALOG.map((product) => product.brand))] : generatedOptionValues();
  const draw = seededDraw(35);
  const next = () => {
    const params = new URLSearchParams({ [kind]: values[draw(values.length)]! });
    if (draw(2) === 0) params.set('category', CATEGORIES[draw(CATEGORIES.length)]!);
    const sort = draw(PRODUCT_SORTS.length + 1);
    if (sort < PRODUCT_SORTS.length) params.set('sort', PRODUCT_SORTS[sort]!);
    params.set('page', String(1 + draw(VARIED_PAGES)));
    return `/api/products?${params.toString()}`;
  };
  return {
    next,
    distinct: values.length * (CATEGORIES.length + 1) * (PRODUCT_SORTS.length + 1) * VARIED_PAGES,
  };
}

/** Whole numbers below n in a seeded order (mulberry32): the same sequence of URLs on every run. */
function seededDraw(seed: number): (n: number) => number {
  const random = createRandom(seed);
  return (n) => Math.floor(random() * n);
}

export type Scenario = { name: ListingScenarioName; path: string | (() => string); distinctUrls: number };

/** What a scenario needs from the catalogue under test: product ids for the product pages. */
export type ScenarioContext = { productIds: string[]; variedProductIds: string[] };

const cycle = (paths: string[]) => {
  let counter = 0;
  return () => paths[(counter += 1) % paths.length] ?? '/';
};

export function buildScenario(name: ListingScenarioName, context: ScenarioContext): Scenario {
  if (name === 'common-term-uncached' || name === 'common-mix-uncached') {
    const paths = commonTermPaths(name === 'common-term-uncached' ? [COMMON_TERM] : commonTerms());
    return { name, path: paths.next, distinctUrls: paths.distinct };
  }
  if (name === 'brand-filter-uncached' || name === 'option-filter-uncached') {
    const paths = filterPaths(name === 'brand-filter-uncached' ? 'brand' : 'option');
    return { name, path: paths.next, distinctUrls: paths.distinct };
  }
  if (name === 'product-uncached') {
    const paths = context.productIds.map((id) => `/api/products/${id}`);
    return { name, path: cycle(paths), distinctUrls: paths.length };
  }
  if (name === 'html-home' || name === 'html-home-uncached') return { name, path: '/', distinctUrls: 1 };
  if (name === 'html-category' || name === 'html-category-uncached') {
    return { name, path: '/category/Phone', distinctUrls: 1 };
  }
  if (name === 'html-product' || name === 'html-product-uncached') {
    const paths = context.productIds.map((id) => `/product-details/${id}`);
    return { name, path: cycle(paths), distinctUrls: paths.length };
  }
  if (name === 'html-product-varied' || name === 'html-product-varied-uncached') {
    const paths = context.variedProductIds.map((id) => `/product-details/${id}`);
    return { name, path: cycle(paths), distinctUrls: paths.length };
  }
  if (name === 'html-category-varied-uncached') {
    const paths = CATEGORIES.flatMap((category) =>
      PRODUCT_SORTS.flatMap((sort) =>
        Array.from(
          { length: VARIED_PAGES },
          (_, page) => `/category/${encodeURIComponent(category)}?sort=${sort}&page=${page + 1}`,
        ),
      ),
    );
    return { name, path: cycle(paths), distinctUrls: paths.length };
  }
  if (name === 'html-search-uncached') {
    const varied = variedSearchPaths();
    return {
      name,
      path: () => varied.next().replace('/api/products?', '/search?'),
      distinctUrls: varied.distinct,
    };
  }
  if (name === 'default') return { name, path: '/api/products', distinctUrls: 1 };
  if (name === 'search') return { name, path: '/api/products?search=pro', distinctUrls: 1 };
  if (name === 'first-page-uncached') return { name, path: '/api/products', distinctUrls: 1 };
  if (name === 'varied-uncached') {
    const mix = variedMixPaths();
    return { name, path: mix.next, distinctUrls: mix.distinct };
  }
  const varied = variedSearchPaths();
  return { name, path: varied.next, distinctUrls: varied.distinct };
}
