// The admin's orders as a CSV file (issue 22), with the list's filters: read in keyset batches, newest
// first, and streamed batch by batch, so 100k orders never sit in memory.
import { Readable } from 'node:stream';
import { amountText, type AdminOrderFilter } from '@eshop/shared';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { toCsv } from '../../lib/csv-file.js';
import { newestFirst, shippingName, whereOrdersMatch } from './order-filters.js';

/** Orders read per query. */
export const EXPORT_BATCH_SIZE = 500;

export const EXPORT_COLUMNS = [
  'Order number',
  'Date',
  'Customer e-mail',
  'Shipping name',
  'Status',
  'Items',
  'Currency',
  'Subtotal',
  'Shipping',
  'Discount code',
  'Discount',
  'Tax',
  'Total',
];

const exportColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  userEmail: orders.userEmail,
  shippingName,
  status: orders.status,
  /** Units bought, all lines together. */
  itemCount: sql<number>`(select coalesce(sum((item->>'cartQuantity')::int), 0) from jsonb_array_elements(${orders.items}) as item)::int`,
  currency: orders.currency,
  subtotalCents: orders.subtotalCents,
  shippingCents: orders.shippingCents,
  discountCode: orders.discountCode,
  discountCents: orders.discountCents,
  taxCents: orders.taxCents,
  amountCents: orders.amountCents,
};
type Cursor = { createdAt: Date; id: string };

/** One batch: the matching orders just older than `after` (keyset, not OFFSET: one index range each). */
const readBatch = (db: Db, where: SQL | undefined, after: Cursor | undefined) =>
  db
    .select(exportColumns)
    .from(orders)
    .where(
      and(
        where,
        after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(EXPORT_BATCH_SIZE);
type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

const toCsvRecord = (row: ExportRow) => [
  row.number,
  row.createdAt.toISOString(),
  row.userEmail,
  row.shippingName,
  row.status,
  row.itemCount,
  row.currency,
  // In the order's own currency and its minor digits (19.99, 1999 JPY, 1.999 KWD).
  amountText(row.subtotalCents, row.currency),
  amountText(row.shippingCents, row.currency),
  row.discountCode ?? '',
  amountText(row.discountCents, row.currency),
  amountText(row.taxCents, row.currency),
  amountText(row.amountCents, row.currency),
];

/** The CSV text, a batch at a time: the header first (with a BOM, so Excel reads UTF-8 names). */
async function* csvChunks(db: Db, filter: AdminOrderFilter): AsyncGenerator<string> {
  yield toCsv([EXPORT_COLUMNS], { bom: true });
  const where = whereOrdersMatch(filter);
  let after: Cursor | undefined;
  for (;;) {
    const batch = await readBatch(db, where, after);
    if (batch.length > 0) yield toCsv(batch.map(toCsvRecord));
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH_SIZE) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * The export as a stream. It pulls the next batch only when the reply has taken the last one, so a
 * slow download holds one batch in memory, not the file.
 */
export const exportOrdersCsv = (db: Db, filter: AdminOrderFilter): Readable =>
  Readable.from(csvChunks(db, filter));
