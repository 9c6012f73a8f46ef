import { describe, expect, it } from 'vitest';
import { MAX_BRAND_FILTERS, PRICE_FILTER_DEFAULT_CENTS } from '@eshop/shared';
import {
  DEFAULT_FILTERS,
  applyFilterChange,
  defaultMaxPriceCents,
  effectiveMaxPriceCents,
  filtersToParams,
  parseFilters,
  toProductQuery,
} from './filter-params';
import { toQueryString } from './api/catalog-api';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('parseFilters', () => {
  it('reads every filter from the query string', () => {
    expect(
      parse(
        'search=gal&category=Health+%26+Beauty&brand=Acme&brand=Zeta&option=Colour%3ARed&option=Size%3A42&minPrice=2500&maxPrice=150000&inStock=1&onSale=true&sort=a-z&page=3',
      ),
    ).toEqual({
      search: 'gal',
      category: 'Health & Beauty',
      brands: ['Acme', 'Zeta'],
      options: ['Colour:Red', 'Size:42'],
      minPriceCents: 2500,
      maxPriceCents: 150_000,
      inStock: true,
      onSale: true,
      sort: 'a-z',
      page: 3,
    });
  });

  it('keeps option values named as Name:Value, each once', () => {
    expect(
      parse('option=Colour:Red&option=Colour:Red&option=Size&option=:42&option=Size: 42').options,
    ).toEqual(['Colour:Red', 'Size: 42']);
    expect(filtersToParams({ ...DEFAULT_FILTERS, options: ['Colour:Red'] }).toString()).toBe(
      'option=Colour%3ARed',
    );
    expect(toProductQuery({ ...DEFAULT_FILTERS, options: ['Colour:Red'] }).option).toEqual(['Colour:Red']);
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('falls back to defaults for malformed values', () => {
    expect(parse('category=%20&brand=%20&maxPrice=-5&sort=cheap&page=0')).toEqual(DEFAULT_FILTERS);
    expect(parse('maxPrice=12.5&minPrice=x&page=abc&inStock=yes&onSale=yes')).toEqual(DEFAULT_FILTERS);
    expect(parse('onSale=false').onSale).toBe(false);
  });

  it('reads "on sale" as onSale=true (or 1, as in stock), and writes it as onSale=true', () => {
    expect(parse('onSale=true').onSale).toBe(true);
    expect(parse('onSale=1').onSale).toBe(true);
    expect(filtersToParams({ ...DEFAULT_FILTERS, onSale: true }).toString()).toBe('onSale=true');
    expect(filtersToParams({ ...DEFAULT_FILTERS, inStock: true, onSale: true }).toString()).toBe(
      'inStock=1&onSale=true',
    );
  });

  it('keeps any category name: whether the shop has it is for the server to say', () => {
    expect(parse('category=Toys').category).toBe('Toys');
  });

  it('reads each brand once, and no more brands than the API takes', () => {
    expect(parse('brand=Acme&brand=%20Acme&brand=Zeta').brands).toEqual(['Acme', 'Zeta']);
    const many = Array.from({ length: MAX_BRAND_FILTERS + 5 }, (_, index) => `brand=B${index}`).join('&');
    expect(parse(many).brands).toHaveLength(MAX_BRAND_FILTERS);
  });
});

describe('filtersToParams', () => {
  it('omits defaults', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = parse(
      'search=mac+book&category=Laptop&brand=Apple&brand=Dell&minPrice=100&maxPrice=99900&inStock=1&onSale=true&sort=z-a&page=2',
    );
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });
});

describe('applyFilterChange', () => {
  it('goes back to page 1 when a filter changes', () => {
    const filters = { ...DEFAULT_FILTERS, page: 4 };
    expect(applyFilterChange(filters, { brands: ['Acme'] })).toMatchObject({ brands: ['Acme'], page: 1 });
    expect(applyFilterChange(filters, { onSale: true })).toMatchObject({ onSale: true, page: 1 });
  });

  it('keeps a page change', () => {
    expect(applyFilterChange(DEFAULT_FILTERS, { page: 2 }).page).toBe(2);
  });
});

describe('price default', () => {
  it("is the catalogue's maximum, so no product is hidden by default (the spec's $3000 until it is known)", () => {
    expect(defaultMaxPriceCents(null)).toBe(PRICE_FILTER_DEFAULT_CENTS);
    expect(defaultMaxPriceCents({ minPriceCents: 500, maxPriceCents: 120_000 })).toBe(120_000);
    expect(defaultMaxPriceCents({ minPriceCents: 500, maxPriceCents: 349_900 })).toBe(349_900);
  });

  it('gives way to a price chosen in the URL', () => {
    const range = { minPriceCents: 500, maxPriceCents: 900_000 };
    expect(effectiveMaxPriceCents({ ...DEFAULT_FILTERS, maxPriceCents: 700_000 }, range)).toBe(700_000);
  });
});

describe('toProductQuery', () => {
  it('sends only the filters that are set: no price limit by default', () => {
    expect(toProductQuery(DEFAULT_FILTERS)).toEqual({
      search: undefined,
      category: undefined,
      brand: undefined,
      minPriceCents: undefined,
      maxPriceCents: undefined,
      inStock: undefined,
      onSale: undefined,
      sort: 'latest',
      page: 1,
      limit: 12,
    });
    expect(toProductQuery({ ...DEFAULT_FILTERS, inStock: true }).inStock).toBe('true');
    expect(toProductQuery({ ...DEFAULT_FILTERS, onSale: true }).onSale).toBe('true');
    expect(toQueryString(toProductQuery({ ...DEFAULT_FILTERS, onSale: true }))).toBe(
      'onSale=true&sort=latest&page=1&limit=12',
    );
  });

  it('trims the search and passes chosen filters through, a price of 0 included', () => {
    const filters = { ...DEFAULT_FILTERS, search: '  mac ', category: 'Laptop' as const, maxPriceCents: 0 };
    expect(toProductQuery(filters)).toMatchObject({ search: 'mac', category: 'Laptop', maxPriceCents: 0 });
    expect(toProductQuery({ ...DEFAULT_FILTERS, maxPriceCents: 50_000 }).maxPriceCents).toBe(50_000);
    expect(toProductQuery({ ...DEFAULT_FILTERS, minPriceCents: 0 }).minPriceCents).toBe(0);
  });

  it('sends several brands as a list, which goes on the wire as repeated parameters', () => {
    const query = toProductQuery({ ...DEFAULT_FILTERS, brands: ['Acme', 'Zeta & Co'] });
    expect(query.brand).toEqual(['Acme', 'Zeta & Co']);
    expect(toQueryString(query)).toBe('brand=Acme&brand=Zeta+%26+Co&sort=latest&page=1&limit=12');
  });
});

describe('best match while a term is typed', () => {
  it('is the default with a term, and stays out of the URL then', () => {
    const filters = parseFilters(new URLSearchParams('search=red%20shoe'));
    expect(filters.sort).toBe('best');
    expect(filtersToParams(filters).toString()).toBe('search=red+shoe');
    expect(parseFilters(new URLSearchParams('sort=best')).sort).toBe('latest');
  });

  it('follows the term unless the shopper chose a sort', () => {
    const typed = applyFilterChange(DEFAULT_FILTERS, { search: 'phone' });
    expect(typed.sort).toBe('best');
    expect(applyFilterChange(typed, { search: '' }).sort).toBe('latest');
    const chosen = applyFilterChange(typed, { sort: 'lowest-price' });
    expect(applyFilterChange(chosen, { search: 'laptop' }).sort).toBe('lowest-price');
    expect(filtersToParams(applyFilterChange(chosen, { search: 'laptop' })).get('sort')).toBe('lowest-price');
  });
});
