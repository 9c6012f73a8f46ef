// The product form's options and variants (decision 060), as the owner edits them: options typed as a
// name and its values separated by commas, the variants made from every combination of the values,
// and a grid of text cells (prices in dollars as typed) turned into the request the server checks
// with the same schema. A variant keeps its row (its id, SKU, price, stock) when the grid is made
// again, as long as its values are still among the options.
// NOTE: imported by the lazy admin pages only (zod runtime).
import '../../../lib/zod-jitless';
import {
  priceText,
  comboKey,
  variantTitleOf,
  MAX_PRODUCT_OPTIONS,
  parsePrice,
  productVariantsInputSchema,
  type ProductOption,
  type ProductVariants,
  type ProductVariantsInput,
  type TaxClass,
} from '@eshop/shared';

/** An option as typed: its name, and its values separated by commas ("38, 39, 40"). */
export type OptionDraft = { name: string; values: string };

/** A variant's row of the grid: its values, and each cell as typed. */
export type VariantRow = {
  /** The variant's id once the shop has it: saving edits it in place (carts and orders name it). */
  id?: string;
  values: string[];
  sku: string;
  price: string;
  compareAt: string;
  stock: string;
  /** The variant's stock when the grid opened (one the shop has): the save moves it by the difference. */
  stockWas?: number;
  imageURL: string | null;
  /** The variant's own tax class; null: the product's (decision 064). */
  taxClass: TaxClass | null;
};

/** The grid's columns a bulk edit can set. */
export const BULK_COLUMNS = ['price', 'compareAt', 'stock'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

export const MAX_OPTIONS = MAX_PRODUCT_OPTIONS;

/** "38, 39 ,, 40" as ['38', '39', '40']: trimmed, blanks and repeats (any case) left out. */
export const parseValues = (text: string): string[] => {
  const values: string[] = [];
  for (const part of text.split(',')) {
    const value = part.trim();
    if (value && !values.some((known) => known.toLowerCase() === value.toLowerCase())) values.push(value);
  }
  return values;
};

/** The options the drafts name (a draft without a name or values is not an option yet). */
export const optionsOf = (drafts: readonly OptionDraft[]): ProductOption[] =>
  drafts
    .map((draft) => ({ name: draft.name.trim(), values: parseValues(draft.values) }))
    .filter((option) => option.name !== '' && option.values.length > 0);

export const draftsOf = (options: readonly ProductOption[]): OptionDraft[] =>
  options.map((option) => ({ name: option.name, values: option.values.join(', ') }));

/** Every combination of the options' values, in the options' order ([[]] for none). */
export const combinationsOf = (options: readonly ProductOption[]): string[][] =>
  options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );

/** "Red / 42"; '' for a product without options. */
export const titleOf = variantTitleOf;

export const rowsOf = (variants: ProductVariants['variants']): VariantRow[] =>
  variants.map((variant) => ({
    id: variant.id,
    values: variant.values,
    sku: variant.sku,
    price: priceText(variant.priceCents),
    compareAt: variant.compareAtCents === null ? '' : priceText(variant.compareAtCents),
    stock: String(variant.stock),
    stockWas: variant.stock,
    imageURL: variant.imageURL,
    taxClass: variant.taxClass,
  }));

/**
 * The grid for these options: a row per combination, an existing row kept where its values still are
 * one (with what was typed in it), a new one priced as `price` with no stock. `removed` are the rows
 * that go: the owner is asked before.
 */
export function planGrid(
  options: readonly ProductOption[],
  rows: readonly VariantRow[],
  price: string,
): { rows: VariantRow[]; removed: VariantRow[] } {
  const byKey = new Map(rows.map((row) => [comboKey(row.values), row]));
  const combos = combinationsOf(options);
  const kept = new Set<VariantRow>();
  const planned = combos.map((values) => {
    const row = byKey.get(comboKey(values));
    if (row) {
      kept.add(row);
      return { ...row, values };
    }
    return { values, sku: '', price, compareAt: '', stock: '0', imageURL: null, taxClass: null };
  });
  return { rows: planned, removed: rows.filter((row) => !kept.has(row)) };
}

/** Sets one column of every row to the same text (the bulk edit). */
export const setColumn = (rows: readonly VariantRow[], column: BulkColumn, text: string): VariantRow[] =>
  rows.map((row) => ({ ...row, [column]: text }));

/** A number typed: blank is "not given" (the schema says what to enter), else converted. */
const numberOrUndefined = (text: string, toNumber: (text: string) => number) =>
  text.trim() === '' ? undefined : toNumber(text.trim());

/** The grid's cell a message belongs to, from the schema's (or the server's) path. */
export type CellError = {
  row: number;
  field: 'values' | 'sku' | 'price' | 'compareAt' | 'stock' | 'imageURL';
};
const FIELD_OF: Record<string, CellError['field']> = {
  values: 'values',
  sku: 'sku',
  priceCents: 'price',
  compareAtCents: 'compareAt',
  stock: 'stock',
  imageURL: 'imageURL',
};
export const cellOf = (path: readonly PropertyKey[]): CellError | undefined => {
  const [list, row, field] = path;
  if (list !== 'variants' || typeof row !== 'number') return undefined;
  const cell = FIELD_OF[String(field)];
  return cell ? { row, field: cell } : undefined;
};

/** `row:field` to message, for the grid's cells; `options` for the options' own message. */
export type GridErrors = Record<string, string>;
export const cellKey = (cell: CellError) => `${cell.row}:${cell.field}`;

/**
 * The request for the grid, checked with the server's schema: the input, or the messages for the
 * cells (and for the options or the grid as a whole).
 */
export function toVariantsInput(
  options: readonly ProductOption[],
  rows: readonly VariantRow[],
): { input: ProductVariantsInput; errors?: undefined } | { input?: undefined; errors: GridErrors } {
  const input: ProductVariantsInput = {
    options: [...options],
    variants: rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      values: row.values,
      ...(row.sku.trim() ? { sku: row.sku.trim() } : {}),
      priceCents: numberOrUndefined(row.price, parsePrice) as number,
      compareAtCents: numberOrUndefined(row.compareAt, parsePrice) ?? null,
      stock: numberOrUndefined(row.stock, Number) as number,
      ...(row.id && row.stockWas !== undefined ? { stockWas: row.stockWas } : {}),
      imageURL: row.imageURL,
      taxClass: row.taxClass,
    })),
  };
  const checked = productVariantsInputSchema.safeParse(input);
  if (checked.success) return { input };
  const errors: GridErrors = {};
  for (const issue of checked.error.issues) {
    const cell = cellOf(issue.path);
    const key = cell ? cellKey(cell) : issue.path[0] === 'options' ? 'options' : 'grid';
    errors[key] ??= issue.message;
  }
  return { errors };
}
