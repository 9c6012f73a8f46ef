// The products on sale as a CSV file with the import's columns, so an export edited in a spreadsheet
// and imported again updates the same products (by SKU). Read in keyset batches, newest first, and
// streamed batch by batch like the order export (admin/order-export.ts), with the same formula guard (lib/csv-cell.ts).
import { Readable } from 'node:stream';
import { centsToDollarText, PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@eshop/shared';
import { stringify, type Options } from 'csv-stringify/sync';
import { and, desc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { neutraliseFormula } from '../../lib/csv-cell.js';

/** Products read per query. */
export const EXPORT_BATCH_SIZE = 1_000;

// RFC 4180: CRLF between records, quotes where a cell needs them; a cell a spreadsheet would run as
// a formula is kept text with a leading apostrophe (the import takes it off again).
const CSV_OPTIONS: Options = { record_delimiter: 'windows', cast: { string: neutraliseFormula } };

const exportColumns = {
  id: products.id,
  createdAt: products.createdAt,
  name: products.name,
  brand: products.brand,
  category: products.category,
  priceCents: products.priceCents,
  stock: products.stock,
  description: products.description,
  imageUrl: products.imageUrl,
  sku: products.sku,
};
type Cursor = { createdAt: Date; id: string };

/** One batch: products on sale just older than `after` (keyset: one index range each, no OFFSET). */
const readBatch = (db: Db, after: Cursor | undefined) =>
  db
    .select(exportColumns)
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        after
          ? sql`(${products.createdAt}, ${products.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(EXPORT_BATCH_SIZE);
type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

const CELLS: Record<ProductCsvColumn, (row: ExportRow) => string | number> = {
  Name: (row) => row.name,
  Brand: (row) => row.brand,
  Category: (row) => row.category,
  Price: (row) => centsToDollarText(row.priceCents),
  Stock: (row) => row.stock,
  Description: (row) => row.description,
  Image: (row) => row.imageUrl,
  SKU: (row) => row.sku,
};
const toCsvRecord = (row: ExportRow) => PRODUCT_CSV_COLUMNS.map((column) => CELLS[column](row));

/** The CSV text, a batch at a time: the header first (with a BOM, so Excel reads UTF-8 names). */
async function* csvChunks(db: Db): AsyncGenerator<string> {
  yield stringify([[...PRODUCT_CSV_COLUMNS]], { ...CSV_OPTIONS, bom: true });
  let after: Cursor | undefined;
  for (;;) {
    const batch = await readBatch(db, after);
    if (batch.length > 0) yield stringify(batch.map(toCsvRecord), CSV_OPTIONS);
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH_SIZE) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The export as a stream: the next batch is read only when the reply has taken the last one. */
export const exportProductsCsv = (db: Db): Readable => Readable.from(csvChunks(db));

/** `products-2024-05-31.csv`, the day of the export (UTC). */
export const productExportFileName = (now = new Date()): string =>
  `products-${now.toISOString().slice(0, 10)}.csv`;
