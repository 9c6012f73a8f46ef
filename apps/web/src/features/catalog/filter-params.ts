// The listing's filters live in the URL query string (DESIGN.md 5.1), so a filtered list can be
// shared and reloaded: ?search=&category=&brand=A&brand=B&option=Colour:Red&minPrice=&maxPrice=(cents)
// &inStock=1&onSale=true&sort=&page=.
// Defaults are omitted.
import {
  MAX_BRAND_FILTERS,
  MAX_OPTION_FILTERS,
  MAX_SEARCH_LENGTH,
  PAGE_SIZE,
  PRICE_FILTER_DEFAULT_CENTS,
  PRODUCT_SORTS,
  type ProductListQueryInput,
  type ProductSort,
} from '@eshop/shared';

export type ListingFilters = {
  search: string;
  /** null means 'All'. */
  category: string | null;
  /** The brands chosen (products of any of them); none means all. */
  brands: string[];
  /** Option values chosen, as `Name:Value` (decision 061): any value of each option named. */
  options: string[];
  /** The lowest price the shopper chose, in cents; null means no lower limit. */
  minPriceCents: number | null;
  /** The price the shopper chose, in cents; null means the default (see defaultMaxPriceCents). */
  maxPriceCents: number | null;
  /** Only products with stock left. */
  inStock: boolean;
  /** Only products on sale (a compare-at price above the price, the cards' sale badge). */
  onSale: boolean;
  sort: ProductSort;
  page: number;
};

export type PriceRange = { minPriceCents: number; maxPriceCents: number };

export const DEFAULT_FILTERS: ListingFilters = {
  search: '',
  category: null,
  brands: [],
  options: [],
  minPriceCents: null,
  maxPriceCents: null,
  inStock: false,
  onSale: false,
  sort: 'latest',
  page: 1,
};

const MAX_PRICE_CENTS = 1_000_000_000;
const MAX_PAGE = 1_000_000;

const parseWholeNumber = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

/** The sort when none was chosen: best match while a term is typed, else latest (issue 12). */
export const defaultSortFor = (search: string): ProductSort => (search.trim() ? 'best' : 'latest');

/** Best match needs a term; without one it reads as latest. */
const sortFor = (sort: ProductSort, search: string): ProductSort =>
  sort === 'best' && !search.trim() ? 'latest' : sort;

/** Reads the filters from the URL; anything malformed falls back to its default instead of a 400. */
export const parseFilters = (params: URLSearchParams): ListingFilters => {
  const category = params.get('category');
  // Each brand once, blanks dropped, as many as the API takes.
  const brands = [...new Set(params.getAll('brand').map((brand) => brand.trim().slice(0, 100)))].filter(
    Boolean,
  );
  const options = [...new Set(params.getAll('option').map((option) => option.trim().slice(0, 200)))].filter(
    (option) => /^[^:]+:.+$/.test(option),
  );
  const sort = params.get('sort');
  const search = (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH);
  return {
    search,
    // Whether the shop has it is the server's to say (a category it has not is an empty answer).
    category: category !== null && category.trim() !== '' ? category.slice(0, 80) : null,
    brands: brands.slice(0, MAX_BRAND_FILTERS),
    options: options.slice(0, MAX_OPTION_FILTERS),
    minPriceCents: parseWholeNumber(params.get('minPrice'), 0, MAX_PRICE_CENTS),
    maxPriceCents: parseWholeNumber(params.get('maxPrice'), 0, MAX_PRICE_CENTS),
    inStock: params.get('inStock') === '1',
    // Written as `true`; `1` (as in stock) is read too.
    onSale: params.get('onSale') === 'true' || params.get('onSale') === '1',
    sort: isSort(sort) ? sortFor(sort, search) : defaultSortFor(search),
    page: parseWholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
};

export const filtersToParams = (filters: ListingFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  for (const brand of filters.brands) params.append('brand', brand);
  for (const option of filters.options) params.append('option', option);
  if (filters.minPriceCents !== null) params.set('minPrice', String(filters.minPriceCents));
  if (filters.maxPriceCents !== null) params.set('maxPrice', String(filters.maxPriceCents));
  if (filters.inStock) params.set('inStock', '1');
  if (filters.onSale) params.set('onSale', 'true');
  if (filters.sort !== defaultSortFor(filters.search)) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** Applies a change; changing any filter (not just the page) goes back to page 1. */
export const applyFilterChange = (
  filters: ListingFilters,
  change: Partial<ListingFilters>,
): ListingFilters => {
  const next = { ...filters, page: 1, ...change };
  // A new term keeps a sort the shopper chose, but a default sort follows the term (best match
  // while one is typed, latest without).
  if (
    change.search !== undefined &&
    change.sort === undefined &&
    filters.sort === defaultSortFor(filters.search)
  ) {
    next.sort = defaultSortFor(next.search);
  }
  return { ...next, sort: sortFor(next.sort, next.search) };
};

/**
 * The price the slider shows when the shopper has not chosen one (decision 012): the spec's $3000,
 * or the catalogue's most expensive product when that costs more, so a default never hides a
 * product. Within a known range that is always the range's maximum.
 */
export const defaultMaxPriceCents = (range: PriceRange | null): number =>
  range ? range.maxPriceCents : PRICE_FILTER_DEFAULT_CENTS;

/** The price limit in force: the chosen one, else the default. */
export const effectiveMaxPriceCents = (filters: ListingFilters, range: PriceRange | null): number =>
  filters.maxPriceCents ?? defaultMaxPriceCents(range);

/**
 * The API query for the filters. Without a chosen price no limit is sent: the default limit is the
 * catalogue's maximum, which selects every product, and the query stays the same when the range
 * arrives, so the list is fetched only once.
 */
export const toProductQuery = (filters: ListingFilters): ProductListQueryInput => ({
  search: filters.search.trim() || undefined,
  category: filters.category ?? undefined,
  brand: filters.brands.length > 0 ? filters.brands : undefined,
  option: filters.options.length > 0 ? filters.options : undefined,
  minPriceCents: filters.minPriceCents ?? undefined,
  maxPriceCents: filters.maxPriceCents ?? undefined,
  inStock: filters.inStock ? 'true' : undefined,
  onSale: filters.onSale ? 'true' : undefined,
  sort: filters.sort,
  page: filters.page,
  limit: PAGE_SIZE,
});
