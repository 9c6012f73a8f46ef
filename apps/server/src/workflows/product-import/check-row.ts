// One CSV row checked against the shop's rules, with every problem it has (not just the first): the
// product form's field rules (packages/shared admin.ts), a category the shop has, a SKU, and a
// picture it can show. A row whose SKU a product has updates it; any other row adds one. A row with an
// empty SKU cell gets a SKU made from its name, brand and category (rowSku), so the same file imported
// again updates the products it added instead of adding them twice.
import { createHash } from 'node:crypto';
import {
  parsePrice,
  productInputSchema,
  skuSchema,
  type ImportRowError,
  type ProductCsvColumn,
} from '@eshop/shared';
import type { z } from 'zod';
import type { ImportPicture, ProductImportRow } from '../../db/schema/index.js';
import type { ColumnMap } from './csv-columns.js';
import { isShopPicturePath, readPictureCell } from './picture-cell.js';

export type RowCheckContext = {
  columns: ColumnMap;
  /** The shop's categories: lower-cased name -> the name as the shop spells it. */
  categories: ReadonlyMap<string, string>;
  /** SKUs of the products the shop has (deleted ones too: an import brings those back). */
  existingSkus: ReadonlySet<string>;
  /** Pictures sent with the file: lower-cased name -> its name as sent, and why it cannot be used. */
  pictures: ReadonlyMap<string, { name: string; problem?: string }>;
  /** Whether the shop serves a picture at this path. */
  isShopPicture: (url: string) => boolean;
  publicUrl: string;
};

export type CheckedRow =
  { isValid: true; isNew: boolean; row: ProductImportRow } | { isValid: false; errors: ImportRowError[] };

const fields = productInputSchema.shape;
const NEEDS_PICTURE =
  'Give the new product a picture: the name of a file sent with the CSV, an http(s) address, or a picture of the shop.';

/** A cell the export kept from running as a formula ('=1+1) is taken as it was (=1+1). */
const withoutFormulaGuard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The cell of a column, trimmed; undefined when the file has no such column. */
export function cellOf(cells: readonly string[], columns: ColumnMap, column: ProductCsvColumn) {
  const at = columns[column];
  return at === undefined ? undefined : withoutFormulaGuard((cells[at.index] ?? '').trim());
}

/** A row's SKU: its SKU cell's, or for an empty cell one made from the product (`isMadeUp`). */
export type RowSku = { sku: string | undefined; isMadeUp: boolean };

/**
 * The SKU a row names (undefined when its cell breaks the SKU rules); for an empty SKU cell, `SKU-` and
 * 16 hex digits of a hash of its name, brand and category (any case): the shape of the SKUs the
 * product form makes up, and the same for the same product in every import.
 */
export function rowSku(cells: readonly string[], columns: ColumnMap): RowSku {
  const cell = cellOf(cells, columns, 'SKU');
  if (cell) return { sku: skuSchema.safeParse(cell).data, isMadeUp: false };
  const product = (['Name', 'Brand', 'Category'] as const).map((column) =>
    (cellOf(cells, columns, column) ?? '').toLowerCase(),
  );
  const hash = createHash('sha256').update(product.join('\n')).digest('hex');
  return { sku: `SKU-${hash.slice(0, 16).toUpperCase()}`, isMadeUp: true };
}

export function checkRow(rowNumber: number, cells: readonly string[], context: RowCheckContext): CheckedRow {
  const { columns } = context;
  const errors: ImportRowError[] = [];
  const fail = (column: ProductCsvColumn, message: string) =>
    errors.push({ row: rowNumber, column: columns[column]?.header ?? column, message });
  /** The value when the schema takes it, else undefined and the schema's message as the row's error. */
  const checked = <T>(column: ProductCsvColumn, schema: z.ZodType<T>, value: unknown): T | undefined => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    fail(column, result.error.issues[0]?.message ?? `Check the ${column}.`);
    return undefined;
  };
  const cell = (column: ProductCsvColumn) => cellOf(cells, columns, column);

  const named = rowSku(cells, columns);
  const sku = named.isMadeUp ? named.sku : checked('SKU', skuSchema, cell('SKU'));
  // With a SKU that cannot be used, only the cells the row has are checked (it may have meant an update).
  const isNew = sku !== undefined && !context.existingSkus.has(sku);
  const row: ProductImportRow = { row: rowNumber, sku: sku ?? '' };

  // A new product needs every field; an update changes those the file has columns for.
  const text = (column: ProductCsvColumn, schema: z.ZodType<string>) => {
    const value = cell(column);
    if (value === undefined && !isNew) return undefined;
    return checked(column, schema, value ?? '');
  };
  row.name = text('Name', fields.name);
  row.brand = text('Brand', fields.brand);
  row.description = text('Description', fields.desc);

  const category = cell('Category');
  if (category !== undefined || isNew) {
    const canonical = context.categories.get((category ?? '').toLowerCase());
    if (!category) fail('Category', 'Enter the category.');
    else if (!canonical) fail('Category', `Unknown category "${category}".`);
    else row.category = canonical;
  }

  const price = cell('Price');
  if (price !== undefined || isNew) {
    row.priceCents = checked('Price', fields.priceCents, parsePrice(price ?? ''));
  }

  // An empty Stock keeps an update's stock and starts a new product at 0.
  const stock = cell('Stock');
  if (stock) row.stock = checked('Stock', fields.stock, Number(stock.replaceAll(',', '')));
  else if (isNew) row.stock = 0;

  // An empty Image keeps an update's picture.
  const image = cell('Image');
  if (image) {
    const picture = checkPicture(image, context);
    if ('error' in picture) fail('Image', picture.error);
    else row.picture = picture;
  } else if (isNew) {
    fail('Image', NEEDS_PICTURE);
  }

  return errors.length > 0 ? { isValid: false, errors } : { isValid: true, isNew, row };
}

export function checkPicture(image: string, context: RowCheckContext): ImportPicture | { error: string } {
  const picture = readPictureCell(image, context.publicUrl);
  if ('error' in picture) return picture;
  if (picture.kind === 'shop') {
    if (!isShopPicturePath(picture.url) || !context.isShopPicture(picture.url)) {
      return { error: `The shop has no picture at "${picture.url}".` };
    }
    return picture;
  }
  if (picture.kind === 'file') {
    const sent = context.pictures.get(picture.name.toLowerCase());
    if (!sent) return { error: `No picture named "${picture.name}" was sent with the file.` };
    if (sent.problem) return { error: `${sent.name}: ${sent.problem}` };
    return { kind: 'file', name: sent.name };
  }
  return picture;
}
