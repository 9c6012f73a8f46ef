// The listing scenarios: which URL each request of a load test asks for.
import { PRODUCT_SORTS } from '@eshop/shared';
import { DEMO_CATALOG } from '../apps/server/src/db/seed/demo-catalog.js';
import { GENERATED_CODE_PREFIXES, GENERATED_COLOURS } from '../apps/server/src/db/seed/generate-products.js';
import type { ScenarioName } from './options.js';

export const SCENARIO_DESCRIPTIONS: Record<ScenarioName, string> = {
  default: 'GET /api/products (first page; the same URL every time: served from the read cache)',
  search: 'GET /api/products?search=pro (the same URL every time: served from the read cache)',
  'search-varied':
    'GET /api/products?search=<term>&sort=<sort>&page=<1-5>, a different URL per request (cache misses: measures the database)',
};

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

export type Scenario = { name: ScenarioName; path: string | (() => string); distinctUrls: number };

export function buildScenario(name: ScenarioName): Scenario {
  if (name === 'default') return { name, path: '/api/products', distinctUrls: 1 };
  if (name === 'search') return { name, path: '/api/products?search=pro', distinctUrls: 1 };
  const varied = variedSearchPaths();
  return { name, path: varied.next, distinctUrls: varied.distinct };
}
