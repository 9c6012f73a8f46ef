// Product options and variants (decision 060): a product has up to three options (Size, Colour,
// Material), each with its values in the owner's order, and a variant for each combination it sells,
// with its own SKU, price, compare-at price, stock, picture, barcode and weight. A product without
// options has exactly one variant, so everything that sells works one way.
import { z } from 'zod';
import { MAX_PRODUCT_PRICE_CENTS, MAX_PRODUCT_STOCK, TAX_CLASSES } from './constants.js';
import { tooCheapMessage, tooDearMessage } from './money.js';
import { skuSchema } from './product-import.js';
import { comboKey, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS } from './variant-names.js';

export {
  comboKey,
  lineName,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  variantSummaryOf,
  variantTitleOf,
} from './variant-names.js';

// eslint-disable-next-line no-control-regex
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const label = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `Keep the ${what} under ${max} characters.`)
    .regex(NO_CONTROL, { error: `The ${what} must not contain control characters.` });

// One collator for every comparison: `localeCompare` with options builds a new one per call, which
// was 1.7% of a server-drawn product page's time (every answer with options is checked by its schema).
const accentCollator = new Intl.Collator(undefined, { sensitivity: 'accent' });
const sameText = (a: string, b: string) => accentCollator.compare(a, b) === 0;
const hasRepeats = (values: readonly string[]) =>
  values.some((value, index) => values.findIndex((other) => sameText(other, value)) !== index);

export const productOptionSchema = z.object({
  name: label('option name', 40),
  values: z
    .array(label('option value', 60))
    .min(1, 'Give the option at least one value.')
    .max(MAX_PRODUCT_VARIANTS)
    .refine((values) => !hasRepeats(values), { error: 'Each value of an option may appear once.' }),
});
/** One of a product's options and its values, in the owner's order. */
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A variant as the owner enters it; with the id of one the product has, that variant is edited. */
export const productVariantInputSchema = z
  .object({
    id: z.uuid().optional(),
    /** One value per option, in the options' order ([] for a product without options). */
    values: z.array(label('option value', 60)).max(MAX_PRODUCT_OPTIONS),
    /** Made up when left out, as a product's is. */
    sku: skuSchema.optional(),
    priceCents: z
      .number({ error: 'Enter the price, e.g. 19.99.' })
      .int('Enter the price in whole cents.')
      .min(1, { error: tooCheapMessage })
      .max(MAX_PRODUCT_PRICE_CENTS, { error: tooDearMessage }),
    /** "Was $X": above the price when the variant is on sale; null when not. */
    compareAtCents: z.number().int().min(1).max(MAX_PRODUCT_PRICE_CENTS).nullable().default(null),
    stock: z
      .number({ error: 'Enter how many are in stock.' })
      .int('Enter a whole number.')
      .min(0, 'Stock cannot be below 0.')
      .max(MAX_PRODUCT_STOCK, `Stock must be at most ${MAX_PRODUCT_STOCK}.`),
    /**
     * The stock the grid showed when it opened (a variant the shop has): the stock then moves by the
     * owner's difference, so units sold meanwhile stay sold (decision 014), as in the product form.
     */
    stockWas: z.number().int().min(0).max(MAX_PRODUCT_STOCK).optional(),
    /** The variant's own picture (a colour's), uploaded first; null: the product's pictures. */
    imageURL: z.string().min(1).max(300).nullable().default(null),
    barcode: z.string().trim().max(64).regex(NO_CONTROL).nullable().default(null),
    weightGrams: z.number().int().min(0).max(1_000_000).nullable().default(null),
    /** The variant's own tax class (children's sizes zero-rated, decision 064); null: the product's. */
    taxClass: z.enum(TAX_CLASSES).nullable().default(null),
  })
  .strict();
export type ProductVariantInput = z.input<typeof productVariantInputSchema>;

/** A product's options and the variants it sells, replacing what it had (variants named by id are kept). */
export const productVariantsInputSchema = z
  .object({
    options: z
      .array(productOptionSchema)
      .max(MAX_PRODUCT_OPTIONS, `A product can have at most ${MAX_PRODUCT_OPTIONS} options.`)
      .refine((options) => !hasRepeats(options.map((option) => option.name)), {
        error: 'Each option name may appear once.',
      }),
    variants: z
      .array(productVariantInputSchema)
      .min(1, 'A product sells at least one variant.')
      .max(MAX_PRODUCT_VARIANTS, `A product can have at most ${MAX_PRODUCT_VARIANTS} variants.`),
  })
  .strict()
  .superRefine(({ options, variants }, context) => {
    if (options.length === 0 && variants.length > 1) {
      context.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'A product without options has one variant.',
      });
    }
    const seen = new Set<string>();
    const skus = new Set<string>();
    const ids = new Set<string>();
    variants.forEach((variant, index) => {
      const path = ['variants', index];
      if (variant.id !== undefined) {
        if (ids.has(variant.id)) {
          context.addIssue({
            code: 'custom',
            path: [...path, 'id'],
            message: 'Each variant may appear once.',
          });
        }
        ids.add(variant.id);
      }
      if (variant.values.length !== options.length) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'values'],
          message: `Give one value for each option.`,
        });
        return;
      }
      variant.values.forEach((value, at) => {
        const option = options[at];
        if (option && !option.values.some((known) => sameText(known, value))) {
          context.addIssue({
            code: 'custom',
            path: [...path, 'values', at],
            message: `${value} is not a value of ${option.name}.`,
          });
        }
      });
      const key = comboKey(variant.values);
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'values'],
          message: 'Each combination may appear once.',
        });
      }
      seen.add(key);
      if (variant.sku !== undefined) {
        if (skus.has(variant.sku)) {
          context.addIssue({
            code: 'custom',
            path: [...path, 'sku'],
            message: 'Each variant needs its own SKU.',
          });
        }
        skus.add(variant.sku);
      }
      if (variant.compareAtCents != null && variant.compareAtCents <= variant.priceCents) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'compareAtCents'],
          message: 'The compare-at price is the price before the sale: above the price.',
        });
      }
    });
  });
/** What a client sends (defaults left out). */
export type ProductVariantsInput = z.input<typeof productVariantsInputSchema>;
/** What the server works with once checked (defaults filled in). */
export type ProductVariantsChange = z.infer<typeof productVariantsInputSchema>;

export const productVariantSchema = z.object({
  id: z.uuid(),
  /** The variant's values, in the options' order. */
  values: z.array(z.string()),
  /** "Red / 42"; '' for a product without options. */
  title: z.string(),
  sku: z.string(),
  priceCents: z.number().int(),
  compareAtCents: z.number().int().nullable(),
  stock: z.number().int(),
  imageURL: z.string().nullable(),
  barcode: z.string().nullable(),
  weightGrams: z.number().int().nullable(),
  /** Its own tax class; null: the product's. */
  taxClass: z.enum(TAX_CLASSES).nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const productVariantsSchema = z.object({
  options: z.array(productOptionSchema),
  variants: z.array(productVariantSchema),
});
export type ProductVariants = z.infer<typeof productVariantsSchema>;
