// The listing scenarios: which URL each request of a load test asks for.
import { CATEGORIES, PRODUCT_SORTS } from '@eshop/shared';
import { DEMO_CATALOG } from '../apps/server/src/db/seed/demo-catalog.js';
import { GENERATED_CODE_PREFIXES, GENERATED_COLOURS } from '../apps/server/src/db/seed/generate-products.js';
import type { ScenarioName } from './options.js';

export const SCENARIO_DESCRIPTIONS: Record<ScenarioName, string> = {
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
};

/** Pages drawn on the server (decision 024), as a browser or a crawler asks for them. */
export const HTML_SCENARIOS: readonly ScenarioName[] = [
  'html-home',
  'html-category',
  'html-product',
  'html-home-uncached',
  'html-category-uncached',
  'html-product-uncached',
];

/** Scenarios measured on a server started with its read cache off, so every request is computed. */
export const UNCACHED_SCENARIOS: readonly ScenarioName[] = [
  'first-page-uncached',
  'varied-uncached',
  'html-home-uncached',
  'html-category-uncached',
  'html-product-uncached',
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
 * Search, filters, sort and page varied together, as shoppers and crawlers combine them: a term in
 * three requests of four, a category in one of three, a brand in one of five, a price cap in one of
 * three, every sort (or none) and pages 1-5. Deterministic; millions of combinations.
 */
export function variedMixPaths(): { next: () => string; distinct: number } {
  const terms = searchTerms();
  const brands = [...new Set(DEMO_CATALOG.map((product) => product.brand))];
  // mulberry32, seeded: the same sequence of URLs on every run.
  let state = 42;
  const draw = (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
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

export type Scenario = { name: ScenarioName; path: string | (() => string); distinctUrls: number };

/** What a scenario needs from the catalogue under test: product ids for the product pages. */
export type ScenarioContext = { productIds: string[] };

const cycle = (paths: string[]) => {
  let counter = 0;
  return () => paths[(counter += 1) % paths.length] ?? '/';
};

export function buildScenario(name: ScenarioName, context: ScenarioContext): Scenario {
  if (name === 'html-home' || name === 'html-home-uncached') return { name, path: '/', distinctUrls: 1 };
  if (name === 'html-category' || name === 'html-category-uncached') {
    return { name, path: '/category/Phone', distinctUrls: 1 };
  }
  if (name === 'html-product' || name === 'html-product-uncached') {
    const paths = context.productIds.map((id) => `/product-details/${id}`);
    return { name, path: cycle(paths), distinctUrls: paths.length };
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
