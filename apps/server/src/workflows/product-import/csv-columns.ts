// Which of a file's columns holds which field: found by header, in any order and case, under our
// names or Shopify's (an owner moving shops keeps their file). Columns of no field are ignored.
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';

/** Header names, lower-cased, that mean each column. */
const HEADERS: Record<ProductCsvColumn, readonly string[]> = {
  Handle: ['handle'],
  Name: ['name', 'title', 'product name'],
  Brand: ['brand', 'vendor'],
  // Shopify's "Product Category" is its own taxonomy ("Apparel & Accessories > Clothing"), beside the
  // Type that holds the shop's category: it is not read.
  Category: ['category', 'type', 'product type'],
  'Option1 Name': ['option1 name'],
  'Option1 Value': ['option1 value'],
  'Option2 Name': ['option2 name'],
  'Option2 Value': ['option2 value'],
  'Option3 Name': ['option3 name'],
  'Option3 Value': ['option3 value'],
  Price: ['price', 'variant price'],
  'Compare At Price': ['compare at price', 'variant compare at price', 'compare-at price'],
  Stock: ['stock', 'quantity', 'variant inventory qty', 'inventory quantity'],
  Description: ['description', 'body (html)', 'body'],
  Image: ['image', 'image src', 'image url', 'picture'],
  'Variant Image': ['variant image'],
  SKU: ['sku', 'variant sku'],
};

const COLUMN_OF_HEADER = new Map(
  PRODUCT_CSV_COLUMNS.flatMap((column) => HEADERS[column].map((header) => [header, column] as const)),
);

/** Each field's cell index in a row, and the header the file gave it (for row errors). */
export type ColumnMap = Partial<Record<ProductCsvColumn, { index: number; header: string }>>;

export function mapColumns(headers: readonly string[]): ColumnMap {
  const columns: ColumnMap = {};
  headers.forEach((raw, index) => {
    const header = raw.trim();
    const column = COLUMN_OF_HEADER.get(header.toLowerCase().replace(/\s+/g, ' '));
    if (!column) return;
    const taken = columns[column];
    if (taken) {
      throw new AppError(
        'VALIDATION_ERROR',
        `The columns "${taken.header}" and "${header}" both give the ${column}; keep one of them.`,
      );
    }
    columns[column] = { index, header };
  });
  // A product is found by its SKU, or in Shopify's shape by its Handle.
  if (!columns.SKU && !columns.Handle) {
    throw new AppError(
      'VALIDATION_ERROR',
      `The file needs a SKU column (or Shopify's Handle). Its first row names the columns: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
    );
  }
  return columns;
}
