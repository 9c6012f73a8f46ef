// A file in Shopify's shape (a Handle column; decision 060): the rows with the same Handle are one
// product. Its first row gives the product's fields and its options' names (Option1 Name...); each row
// with values, a SKU or a price is a variant (Shopify's rows with a picture only add pictures, and are
// passed over). A product whose only option is Shopify's "Title" / "Default Title" is sold one way, as
// a product without options. The product is found by its Handle when it has options (its variants have
// their own SKUs), else by its variant's SKU, or its Handle when that is empty.
import {
  priceText,
  comboKey,
  parsePrice,
  productOptionSchema,
  productVariantInputSchema,
  skuSchema,
  type ImportRowError,
  type ProductCsvColumn,
  type ProductOption,
} from '@eshop/shared';
import type { ImportedVariant } from '../../db/schema/index.js';
import { cellOf, checkPicture, checkRow, type CheckedRow, type RowCheckContext } from './check-row.js';
import type { ColumnMap } from './csv-columns.js';
import type { CsvRow } from './read-csv.js';

export type ProductGroup = { handle: string; rows: CsvRow[] };

const OPTION_COLUMNS = [
  ['Option1 Name', 'Option1 Value'],
  ['Option2 Name', 'Option2 Value'],
  ['Option3 Name', 'Option3 Value'],
] as const satisfies readonly (readonly [ProductCsvColumn, ProductCsvColumn])[];

/** The rows by Handle, in the order each first appears; a row without one is its own (refused) group. */
export function groupByHandle(rows: readonly CsvRow[], columns: ColumnMap): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const row of rows) {
    const handle = cellOf(row.cells, columns, 'Handle') ?? '';
    const key = handle === '' ? `\u0000${row.row}` : handle.toLowerCase();
    const group = groups.get(key) ?? { handle, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const isVariantRow = (cells: readonly string[], columns: ColumnMap) =>
  (['Option1 Value', 'SKU', 'Price'] as const).some((column) => cellOf(cells, columns, column));

/** The product's options: the names on its first row, the values its variant rows give, in order. */
function optionsOf(group: ProductGroup, variantRows: readonly CsvRow[], columns: ColumnMap): ProductOption[] {
  const first = group.rows[0]!.cells;
  const options = OPTION_COLUMNS.flatMap(([nameColumn, valueColumn]) => {
    const name = cellOf(first, columns, nameColumn);
    if (!name) return [];
    const values: string[] = [];
    for (const { cells } of variantRows) {
      const value = cellOf(cells, columns, valueColumn);
      if (value && !values.some((known) => known.toLowerCase() === value.toLowerCase())) values.push(value);
    }
    return [{ name, values }];
  });
  // Shopify's product sold one way.
  const [only] = options;
  const isDefault =
    options.length === 1 &&
    only?.name.toLowerCase() === 'title' &&
    only.values.every((value) => value.toLowerCase() === 'default title');
  return isDefault ? [] : options;
}

/** The product's key: its Handle when it has options, else its variant's SKU (or the Handle). */
export function groupKey(group: ProductGroup, columns: ColumnMap): string {
  const variantRows = group.rows.filter(({ cells }) => isVariantRow(cells, columns));
  const options = optionsOf(group, variantRows, columns);
  const sku = cellOf((variantRows[0] ?? group.rows[0]!).cells, columns, 'SKU');
  return options.length > 0 || !sku ? group.handle : sku;
}

/** A copy of the cells with some columns' cells replaced (the product's key, its lowest price...). */
function withCells(
  cells: readonly string[],
  columns: ColumnMap,
  values: Partial<Record<ProductCsvColumn, string>>,
) {
  const copy = [...cells];
  for (const [column, value] of Object.entries(values) as [ProductCsvColumn, string][]) {
    const at = columns[column];
    if (at) copy[at.index] = value;
  }
  return copy;
}

/** Checks a group as one product (every row's problems, each on its own row). */
export function checkProductGroup(group: ProductGroup, context: RowCheckContext): CheckedRow {
  const { columns } = context;
  const first = group.rows[0]!;
  if (!group.handle) {
    return {
      isValid: false,
      errors: [
        { row: first.row, column: columns.Handle?.header ?? 'Handle', message: 'Give the row a Handle.' },
      ],
    };
  }
  const variantRows = group.rows.filter(({ cells }) => isVariantRow(cells, columns));
  const options = optionsOf(group, variantRows, columns);
  const key = groupKey(group, columns);
  if (options.length === 0) {
    // Sold one way: the first row with its variant's cells, found by its SKU (or Handle).
    const variant = variantRows[0] ?? first;
    const cells = withCells(first.cells, columns, {
      SKU: key,
      Price: cellOf(variant.cells, columns, 'Price') ?? '',
      Stock: cellOf(variant.cells, columns, 'Stock') ?? '',
    });
    return checkRow(first.row, cells, context);
  }

  const errors: ImportRowError[] = [];
  const variants: ImportedVariant[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of variantRows) {
    const fail = (column: ProductCsvColumn, message: string) =>
      errors.push({ row, column: columns[column]?.header ?? column, message });
    const values = OPTION_COLUMNS.slice(0, options.length).map(
      ([, valueColumn]) => cellOf(cells, columns, valueColumn) ?? '',
    );
    values.forEach((value, at) => {
      if (!value) fail(OPTION_COLUMNS[at]![1], `Give the variant its ${options[at]!.name}.`);
    });
    const combo = comboKey(values);
    const earlier = seen.get(combo);
    if (earlier !== undefined) fail('Option1 Value', `Row ${earlier} is the same variant.`);
    seen.set(combo, row);
    const sku = cellOf(cells, columns, 'SKU');
    const checkedSku = sku ? skuSchema.safeParse(sku) : undefined;
    if (checkedSku && !checkedSku.success)
      fail('SKU', checkedSku.error.issues[0]?.message ?? 'Check the SKU.');
    const compareAt = cellOf(cells, columns, 'Compare At Price');
    const stock = cellOf(cells, columns, 'Stock');
    const checked = productVariantInputSchema.safeParse({
      values,
      priceCents: parsePrice(cellOf(cells, columns, 'Price') ?? ''),
      compareAtCents: compareAt ? parsePrice(compareAt) : null,
      stock: stock ? Number(stock.replaceAll(',', '')) : 0,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        // An empty value is said above, once, naming the option.
        if (field === 'values' && values.some((value) => value === '')) continue;
        const column: ProductCsvColumn =
          field === 'priceCents'
            ? 'Price'
            : field === 'compareAtCents'
              ? 'Compare At Price'
              : field === 'stock'
                ? 'Stock'
                : 'Option1 Value';
        fail(column, issue.message);
      }
    }
    const image = cellOf(cells, columns, 'Variant Image');
    const picture = image ? checkPicture(image, context) : undefined;
    if (picture && 'error' in picture) fail('Variant Image', picture.error);
    if (checked.success && !errors.some((error) => error.row === row)) {
      variants.push({
        row,
        values,
        ...(checkedSku?.success ? { sku: checkedSku.data } : {}),
        priceCents: checked.data.priceCents,
        compareAtCents:
          checked.data.compareAtCents && checked.data.compareAtCents > checked.data.priceCents
            ? checked.data.compareAtCents
            : null,
        stock: checked.data.stock,
        ...(picture && !('error' in picture) ? { picture } : {}),
      });
    }
  }
  // The product itself: the first row, found by its Handle, at its lowest price and its stock in all.
  const prices = variants.map((variant) => variant.priceCents);
  const product = checkRow(
    first.row,
    withCells(first.cells, columns, {
      SKU: key,
      Price:
        prices.length > 0 ? priceText(Math.min(...prices)) : (cellOf(first.cells, columns, 'Price') ?? ''),
      Stock: String(variants.reduce((sum, variant) => sum + variant.stock, 0)),
    }),
    context,
  );
  if (!product.isValid) errors.push(...product.errors);
  // The options as the product form takes them (a name and values of sensible length, each once).
  options.forEach((option, at) => {
    const checked = productOptionSchema.safeParse(option);
    if (!checked.success) {
      errors.push({
        row: first.row,
        column: columns[OPTION_COLUMNS[at]![0]]?.header ?? OPTION_COLUMNS[at]![0],
        message: `${option.name}: ${checked.error.issues[0]?.message ?? 'check the option.'}`,
      });
    }
  });
  if (errors.length > 0 || !product.isValid) return { isValid: false, errors };
  return { ...product, row: { ...product.row, options, variants } };
}
