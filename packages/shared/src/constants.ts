// Business constants of the spec (section 9) shared by the server and the web app.

/**
 * The spec's category list, spelling included ('Grocries'): a new shop's categories and the demo
 * catalogue's. The owner adds, renames, reorders and deletes them (Admin > Categories); what a shop
 * has is in its database (GET /api/categories), not here.
 */
export const CATEGORIES = [
  'Laptop',
  'Electronics',
  'Fashion',
  'Grocries',
  'Sneakers',
  'Health & Beauty',
  'Phone',
] as const;
/** One of the spec's seven (the demo catalogue's). */
export type Category = (typeof CATEGORIES)[number];

/** Products per page on the shop. */
export const PAGE_SIZE = 12;
/** Page numbers shown at once by the pagination. */
export const PAGINATION_WINDOW = 5;
/** Products per page in the admin list. */
export const ADMIN_PAGE_SIZE = 10;
/** Largest page the API hands out in one response. */
export const MAX_PAGE_SIZE = 100;
/** Default of the price slider, in dollars as the spec says (3000 dollars). */
export const PRICE_FILTER_DEFAULT_CENTS = 300_000;
/** Longest search text accepted. */
export const MAX_SEARCH_LENGTH = 100;
/** How many brands one listing may combine. */
export const MAX_BRAND_FILTERS = 20;
/** Option values a listing may filter by at once (`option=Colour:Red`, decision 061). */
export const MAX_OPTION_FILTERS = 30;

/** 'best' (best match) applies while a search term is present, and is then the default. */
export const PRODUCT_SORTS = ['best', 'latest', 'lowest-price', 'highest-price', 'a-z', 'z-a'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SLIDER_INTERVAL_MS = 5000;
export const HEADER_FIXED_AFTER_PX = 50;
export const LIST_DESC_TRUNCATE_LENGTH = 100;
export const TOAST_DURATION_MS = 5000;

// Used by storefront pages: kept here, beside no zod schema, so importing them does not pull the
// schema modules (and zod) into the first page's JavaScript.
/** A product with this many units or fewer is listed as low on stock ('Only N left'). */
export const LOW_STOCK_THRESHOLD = 5;
/** The most stars a review gives. */
export const MAX_RATING = 5;

/**
 * The shop's own pages (pages.ts), linked from every page's footer. Here, away from their schemas, so
 * the storefront's first page does not bring the zod runtime with its footer.
 */
export const SHOP_PAGE_SLUGS = ['shipping', 'returns', 'privacy', 'terms'] as const;
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number];
export const isShopPageSlug = (value: string): value is ShopPageSlug =>
  (SHOP_PAGE_SLUGS as readonly string[]).includes(value);

/** The dearest price a product may have, in minor units: what one card payment can take ($999,999.99). */
export const MAX_PRODUCT_PRICE_CENTS = 99_999_999;
export const MAX_PRODUCT_STOCK = 1_000_000;

/**
 * What rate a product is taxed at (decision 064): the address's standard rate, its reduced rate (food,
 * books: the owner sets it per country), or none. A class without a rate for the address is taxed at
 * the standard rate, so a missing reduced rate never under-collects.
 */
export const TAX_CLASSES = ['standard', 'reduced', 'zero'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];
/** The classes a rate is set for (zero needs none). */
export const RATED_TAX_CLASSES = ['standard', 'reduced'] as const;
export type RatedTaxClass = (typeof RATED_TAX_CLASSES)[number];
