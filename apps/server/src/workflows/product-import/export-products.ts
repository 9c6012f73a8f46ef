// The products on sale as a CSV file in Shopify's product format (decision 060), so an export edited
// in a spreadsheet and imported again updates the same products, and a file goes to and comes from a
// Shopify store: a row per variant, the product's fields and its options' names on its first row, the
// Handle on every row. Read in keyset batches, newest first, and streamed batch by batch like the order
// export (admin/order-export.ts), with the same formula guard (lib/csv-cell.ts).
import { Readable } from 'node:stream';
import {
  priceText,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_HEADERS,
  type ProductCsvColumn,
  type ProductVariant,
} from '@eshop/shared';
import { and, asc, desc, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVariants } from '../../db/schema/index.js';
import { toCsv } from '../../lib/csv-file.js';

/** Products read per query. */
export const EXPORT_BATCH_SIZE = 1_000;

// RFC 4180: CRLF between records, quotes where a cell needs them; a cell a spreadsheet would run as
// a formula is kept text with a leading apostrophe (the import takes it off again).

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
  options: products.options,
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
type VariantRow = Pick<ProductVariant, 'sku' | 'priceCents' | 'compareAtCents' | 'stock' | 'imageURL'> & {
  values: (string | null)[];
};

/** The variants of the batch's products that have options, by product, in the owner's order. */
async function readVariants(db: Db, batch: readonly ExportRow[]): Promise<Map<string, VariantRow[]>> {
  const ids = batch.filter((row) => row.options.length > 0).map((row) => row.id);
  const byProduct = new Map<string, VariantRow[]>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productVariants.productId,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      sku: productVariants.sku,
      priceCents: productVariants.priceCents,
      compareAtCents: productVariants.compareAtCents,
      stock: productVariants.stock,
      imageURL: productVariants.imageUrl,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  for (const { productId, option1, option2, option3, ...variant } of rows) {
    byProduct.set(productId, [
      ...(byProduct.get(productId) ?? []),
      { ...variant, values: [option1, option2, option3] },
    ]);
  }
  return byProduct;
}

const OPTION_COLUMNS = [
  ['Option1 Name', 'Option1 Value'],
  ['Option2 Name', 'Option2 Value'],
  ['Option3 Name', 'Option3 Value'],
] as const;

const money = (cents: number | null) => (cents === null ? '' : priceText(cents));

/** The product's rows: one for a product sold one way, else one per variant (the first with the product). */
function recordsOf(row: ExportRow, variants: readonly VariantRow[] | undefined): string[][] {
  const product: Partial<Record<ProductCsvColumn, string>> = {
    Handle: row.sku,
    Name: row.name,
    Description: row.description,
    Brand: row.brand,
    Category: row.category,
    Image: row.imageUrl,
  };
  const record = (cells: Partial<Record<ProductCsvColumn, string>>) =>
    PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '');
  if (!variants || row.options.length === 0) {
    return [record({ ...product, SKU: row.sku, Price: money(row.priceCents), Stock: String(row.stock) })];
  }
  return variants.map((variant, index) => {
    const options: Partial<Record<ProductCsvColumn, string>> = {};
    row.options.forEach((option, at) => {
      const [name, value] = OPTION_COLUMNS[at] ?? [];
      if (!name || !value) return;
      if (index === 0) options[name] = option.name;
      options[value] = variant.values[at] ?? '';
    });
    return record({
      ...(index === 0 ? product : { Handle: row.sku }),
      ...options,
      SKU: variant.sku,
      Price: money(variant.priceCents),
      'Compare At Price': money(variant.compareAtCents),
      Stock: String(variant.stock),
      'Variant Image': variant.imageURL ?? '',
    });
  });
}

/** The CSV text, a batch at a time: the header first (with a BOM, so Excel reads UTF-8 names). */
async function* csvChunks(db: Db): AsyncGenerator<string> {
  yield toCsv([PRODUCT_CSV_COLUMNS.map((column) => PRODUCT_CSV_HEADERS[column])], { bom: true });
  let after: Cursor | undefined;
  for (;;) {
    const batch = await readBatch(db, after);
    const variants = await readVariants(db, batch);
    if (batch.length > 0) {
      yield toCsv(batch.flatMap((row) => recordsOf(row, variants.get(row.id))));
    }
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH_SIZE) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The export as a stream: the next batch is read only when the reply has taken the last one. */
export const exportProductsCsv = (db: Db): Readable => Readable.from(csvChunks(db));
