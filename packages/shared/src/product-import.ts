// Product import and export as CSV (issue 22): the columns both use, the limits of an upload, and
// the import as the API reports it, from the preview (nothing written yet) to the finished job.
import { z } from 'zod';

/**
 * The fields a file's columns give. An import finds them by header, in any order and case, under our
 * names or Shopify's; a column left out keeps, on an update, what the product has. Price is in dollars
 * ("19.99"); Image is a picture the shop already shows, an http(s) address, or the name of a picture
 * sent with the file.
 *
 * Variants (decision 060) come in Shopify's shape: rows with the same Handle are one product, its
 * fields on the first row with its options' names (Option1 Name...), and each row a variant with its
 * values (Option1 Value...), SKU, price, compare-at price, stock and picture.
 */
export const PRODUCT_CSV_COLUMNS = [
  'Handle',
  'Name',
  'Description',
  'Brand',
  'Category',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'SKU',
  'Price',
  'Compare At Price',
  'Stock',
  'Variant Image',
  'Image',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * The header the export writes for each field: Shopify's product CSV (its template's names, so a file
 * goes to and comes from a Shopify store); Type holds the shop's category.
 */
export const PRODUCT_CSV_HEADERS: Record<ProductCsvColumn, string> = {
  Handle: 'Handle',
  Name: 'Title',
  Description: 'Body (HTML)',
  Brand: 'Vendor',
  Category: 'Type',
  'Option1 Name': 'Option1 Name',
  'Option1 Value': 'Option1 Value',
  'Option2 Name': 'Option2 Name',
  'Option2 Value': 'Option2 Value',
  'Option3 Name': 'Option3 Name',
  'Option3 Value': 'Option3 Value',
  SKU: 'Variant SKU',
  Price: 'Variant Price',
  'Compare At Price': 'Variant Compare At Price',
  Stock: 'Variant Inventory Qty',
  'Variant Image': 'Variant Image',
  Image: 'Image Src',
};

/** The largest CSV file an import takes (Shopify's limit too). */
export const MAX_IMPORT_FILE_BYTES = 15 * 1024 * 1024;
/** Products one file may hold. */
export const MAX_IMPORT_ROWS = 50_000;
/** Pictures sent along with one file, and their bytes together (each also at most 5 MB). */
export const MAX_IMPORT_PICTURES = 100;
export const MAX_IMPORT_PICTURE_BYTES = 50 * 1024 * 1024;
/** Row errors an import keeps and reports; `errorCount` says how many there were in all. */
export const MAX_IMPORT_ERRORS_LISTED = 1_000;
/** Characters of a SKU. */
export const MAX_SKU_LENGTH = 64;

/** The owner's stock-keeping unit: what an import matches products on (exactly, case included). */
export const skuSchema = z
  .string()
  .trim()
  .min(1, 'Enter the SKU.')
  .max(MAX_SKU_LENGTH, `Keep the SKU under ${MAX_SKU_LENGTH} characters.`)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'The SKU must not contain control characters.' });

/**
 * - previewed: checked, nothing written; start it to write.
 * - running: a server is writing it, a batch at a time.
 * - interrupted: the server writing it stopped (a restart); start it again to go on where it stopped.
 * - finished: every row written or failed.
 */
export const PRODUCT_IMPORT_STATES = ['previewed', 'running', 'interrupted', 'finished'] as const;
export type ProductImportState = (typeof PRODUCT_IMPORT_STATES)[number];

/** One problem with one row: its number as a spreadsheet shows it (the header is row 1). */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  /** The column's header as the file spells it ('' for a problem with the whole row). */
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const productImportSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  state: z.enum(PRODUCT_IMPORT_STATES),
  /** What the preview found: rows that add a product, rows that change one (by SKU), rows skipped. */
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  rowsWithErrors: z.number().int(),
  /** The rows the job writes (toCreate + toUpdate) and how far it got. */
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Rows that passed the preview but could not be written (a picture that did not download, say). */
  failed: z.number().int(),
  /** The preview's errors, then the job's, by row; at most `MAX_IMPORT_ERRORS_LISTED`. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().int(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type ProductImport = z.infer<typeof productImportSchema>;

export const productImportParamsSchema = z.object({ id: z.uuid() });
