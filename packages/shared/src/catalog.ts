// The catalogue's API contract: the server validates with these schemas and documents them in
// OpenAPI; the web app takes its types from them.
import { z } from 'zod';
import { productOptionSchema, productVariantSchema } from './variants.js';
import {
  MAX_BRAND_FILTERS,
  MAX_OPTION_FILTERS,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZE,
  PRODUCT_SORTS,
  TAX_CLASSES,
} from './constants.js';

/** A category's name as an address or a filter carries it (which ones exist is the shop's). */
export const categorySchema = z.string().min(1).max(80);

export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imageURL: z.string(),
  /** Integer cents. */
  priceCents: z.number().int(),
  category: categorySchema,
  brand: z.string(),
  desc: z.string(),
  /** Units that can still be sold; 0 is out of stock. */
  stock: z.number().int().min(0),
  /** How many reviews the product has, and their mean stars to one decimal (null without reviews). */
  reviewCount: z.number().int(),
  averageRating: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * More pictures after `imageURL`, in the owner's order. Only a product's own answer carries them
   * (GET /api/products/:id and the admin's); listings leave them out.
   */
  gallery: z.array(z.string()).optional(),
  /** Which of the address's rates taxes it (decision 064); the admin's answer carries it. */
  taxClass: z.enum(TAX_CLASSES).optional(),
  /**
   * Variants (decision 060), on a product that has options only: its options, the dearest variant's
   * price when they differ (`priceCents` is the lowest: "from $X"), and the highest compare-at price
   * of a variant on sale. Its own answer also lists the variants, for the product page's picker.
   */
  options: z.array(productOptionSchema).optional(),
  priceMaxCents: z.number().int().optional(),
  compareAtCents: z.number().int().optional(),
  variants: z
    .array(productVariantSchema.omit({ barcode: true, weightGrams: true, taxClass: true }))
    .optional(),
});
export type Product = z.infer<typeof productSchema>;
/** A variant as the product page offers it. */
export type ProductPageVariant = NonNullable<Product['variants']>[number];

/** Query strings arrive as text; numbers are coerced, and anything out of range is a 400. */
const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Free text from a query string: no control characters (PostgreSQL refuses a NUL byte). */
export const textParam = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'Must not contain control characters.' });

export const productListQuerySchema = z
  .object({
    search: textParam(MAX_SEARCH_LENGTH).optional(),
    category: categorySchema.optional(),
    /** One brand, or several (`brand=A&brand=B`): products of any of them. */
    brand: z
      .preprocess(
        (value) => (value === undefined || Array.isArray(value) ? value : [value]),
        z.array(textParam(100).min(1)).min(1).max(MAX_BRAND_FILTERS),
      )
      .optional(),
    /**
     * Option values as `Name:Value` (`option=Colour:Red&option=Size:42`): products with any chosen
     * value of each option named (Red or Blue, and 42), decision 061.
     */
    option: z
      .preprocess(
        (value) => (value === undefined || Array.isArray(value) ? value : [value]),
        z
          .array(textParam(200).regex(/^[^:]+:.+$/, { error: 'Name an option value as Name:Value.' }))
          .min(1)
          .max(MAX_OPTION_FILTERS),
      )
      .optional(),
    /** Keep products priced at or above, and at or below, this many cents. */
    minPriceCents: intParam(0, 1_000_000_000).optional(),
    maxPriceCents: intParam(0, 1_000_000_000).optional(),
    /** `true`: only products with stock left. */
    inStock: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    /** `true`: only products on sale (a compare-at price above the price, as the card's badge). */
    onSale: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    /** Without it: best match while a term is present, else latest. */
    sort: z.enum(PRODUCT_SORTS).optional(),
    page: intParam(1, 1_000_000).default(1),
    limit: intParam(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

/** A category with its products on sale, in the owner's order. */
export const categoryCountSchema = z.object({ name: categorySchema, count: z.number().int() });
export const categoryListResponseSchema = z.object({ items: z.array(categoryCountSchema) });
export type CategoryCount = z.infer<typeof categoryCountSchema>;

export const brandListQuerySchema = z.object({ category: categorySchema.optional() }).strict();
export const brandCountSchema = z.object({ name: z.string(), count: z.number().int() });
export const brandListResponseSchema = z.object({ items: z.array(brandCountSchema) });
export type BrandCount = z.infer<typeof brandCountSchema>;

/** One option's values with how many matches have each (`Size: 42 (3)`). */
export const optionFacetSchema = z.object({
  name: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type OptionFacet = z.infer<typeof optionFacetSchema>;

export const productListResponseSchema = z.object({
  items: z.array(productSchema),
  /** Products matching the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** Cheapest and dearest price in the whole catalogue (the price slider's range); 0 when empty. */
  minPriceCents: z.number().int(),
  maxPriceCents: z.number().int(),
  /**
   * How many matches each category and brand has (`Apex (12)`), each counted with the other filters
   * but not its own, so every choice shows what it would find.
   */
  facets: z
    .object({
      categories: z.array(categoryCountSchema),
      brands: z.array(brandCountSchema),
      /** The matches' option values (Size, Colour) with their counts, each option without its own filter. */
      options: z.array(optionFacetSchema),
    })
    .optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
export type ListingFacets = NonNullable<ProductListResponse['facets']>;

/** The option filters of a query by option name, each with its chosen values (in the order given). */
export function optionFiltersOf(option: readonly string[] | undefined): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const text of option ?? []) {
    const at = text.indexOf(':');
    const name = text.slice(0, at).trim();
    const value = text.slice(at + 1).trim();
    const values = byName.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    byName.set(name, values);
  }
  return byName;
}

/** Clothing sizes in the order shoppers read them. */
const CLOTHING_SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

/**
 * The order of an option's values in the filter panel: clothing sizes as worn (XS before S), values
 * starting with a number by it (38, 39, 128 GB, 256 GB), then the rest by their text.
 */
export function compareOptionValues(a: string, b: string): number {
  const rank = (value: string) => {
    const size = CLOTHING_SIZE_ORDER.indexOf(value.toUpperCase());
    if (size >= 0) return { group: 0, number: size };
    const number = /^\d+(\.\d+)?/.exec(value);
    return number ? { group: 1, number: Number(number[0]) } : { group: 2, number: 0 };
  };
  const left = rank(a);
  const right = rank(b);
  return left.group - right.group || left.number - right.number || (a < b ? -1 : a > b ? 1 : 0);
}

/** Counts per option value into the facets' shape: options by name, values in their order. */
export function optionFacetsOf(
  counts: Iterable<{ name: string; value: string; count: number }>,
): OptionFacet[] {
  const byName = new Map<string, { value: string; count: number }[]>();
  for (const { name, value, count } of counts) {
    if (count <= 0) continue;
    const values = byName.get(name) ?? [];
    values.push({ value, count });
    byName.set(name, values);
  }
  return [...byName]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, values]) => ({
      name,
      values: values.sort((a, b) => compareOptionValues(a.value, b.value)),
    }));
}

export const productIdParamsSchema = z.object({ id: z.uuid() });

/** The most a popular products list holds (decision 061). */
export const MAX_POPULAR_PRODUCTS = 12;
export const popularProductsQuerySchema = z
  .object({ limit: intParam(1, MAX_POPULAR_PRODUCTS).default(4) })
  .strict();
/** Products in stock, the most sold first (where a search finds nothing). */
export const popularProductsResponseSchema = z.object({ items: z.array(productSchema) });
export type PopularProductsResponse = z.infer<typeof popularProductsResponseSchema>;
