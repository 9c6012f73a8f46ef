// One batch of an import in one transaction: the products its SKUs name are locked and updated (a
// deleted one comes back on sale: the owner listing a SKU again means to sell it), the others are
// added, every change is announced, and the job's progress moves on in the same commit, so a job
// that stops goes on after the last batch written, never writing one twice.
import type { ImportRowError } from '@eshop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productImportJobs, products, type ProductImportRow } from '../../db/schema/index.js';
import { appendErrors } from './import-jobs.js';
import { publishProductChanges } from './publish-product-changes.js';

/** A checked row with its picture stored: the address the product shows (none: keep the current). */
export type ReadyRow = Omit<ProductImportRow, 'picture'> & { imageUrl?: string };

export type BatchOutcome = {
  productIds: string[];
  /** Uploaded pictures the batch's products no longer show (to delete once nothing else does). */
  replacedImages: { productId: string; imageUrl: string }[];
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const GONE =
  'No product has this SKU any more, and the row lacks what a new one needs (every column, a picture).';
const TAKEN = 'Another change added a product with this SKU meanwhile; import the file again.';

/** Rows of products the shop has: each value given overwrites, one left out keeps the product's. */
async function updateExisting(tx: Tx, rows: readonly ReadyRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.sku}::text, ${row.name ?? null}::text, ${row.brand ?? null}::text, ${row.category ?? null}::text, ${row.priceCents ?? null}::int, ${row.stock ?? null}::int, ${row.description ?? null}::text, ${row.imageUrl ?? null}::text)`,
    ),
    sql`, `,
  );
  const given = sql`(values ${values}) as v(sku, name, brand, category, price_cents, stock, description, image_url)`;
  /** The row's value, or the product's when the row leaves it out. */
  const merged = {
    name: sql<string>`coalesce(v.name, ${products.name})`,
    brand: sql<string>`coalesce(v.brand, ${products.brand})`,
    category: sql<string>`coalesce(v.category, ${products.category})`,
    priceCents: sql<number>`coalesce(v.price_cents, ${products.priceCents})`,
    stock: sql<number>`coalesce(v.stock, ${products.stock})`,
    description: sql<string>`coalesce(v.description, ${products.description})`,
    imageUrl: sql<string>`coalesce(v.image_url, ${products.imageUrl})`,
  };
  const current = Object.keys(merged).map((key) => products[key as keyof typeof merged]);
  // A row that changes nothing (an export imported again) is left alone: no edit date, no event.
  const updated = await tx
    .update(products)
    .set({ ...merged, deletedAt: null, editedAt: sql`now()` })
    .from(given)
    .where(
      sql`${products.sku} = v.sku and (${products.deletedAt} is not null or (${sql.join(current, sql`, `)}) is distinct from (${sql.join(Object.values(merged), sql`, `)}))`,
    )
    .returning({ id: products.id });
  return updated.map(({ id }) => id);
}

const isComplete = (row: ReadyRow): row is Required<ReadyRow> =>
  row.name !== undefined &&
  row.brand !== undefined &&
  row.category !== undefined &&
  row.priceCents !== undefined &&
  row.stock !== undefined &&
  row.description !== undefined &&
  row.imageUrl !== undefined;

export async function writeBatch(
  db: Db,
  jobId: string,
  rows: readonly ReadyRow[],
  /** Rows of the batch that failed before it (their picture did not download, say). */
  failedBefore: readonly ImportRowError[] = [],
): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const failures = [...failedBefore];
    const fail = (row: ReadyRow, message: string) => failures.push({ row: row.row, column: '', message });
    // Locked in SKU order, so two imports touching the same products wait for each other, never deadlock.
    const current =
      rows.length === 0
        ? []
        : await tx
            .select({ id: products.id, sku: products.sku, imageUrl: products.imageUrl })
            .from(products)
            .where(
              inArray(
                products.sku,
                rows.map(({ sku }) => sku),
              ),
            )
            .orderBy(products.sku)
            .for('update');
    const bySku = new Map(current.map((product) => [product.sku, product]));
    const toUpdate = rows.filter(({ sku }) => bySku.has(sku));
    const toCreate: Required<ReadyRow>[] = [];
    for (const row of rows) {
      if (bySku.has(row.sku)) continue;
      if (isComplete(row)) toCreate.push(row);
      else fail(row, GONE);
    }

    const changedIds = await updateExisting(tx, toUpdate);
    const inserted =
      toCreate.length === 0
        ? []
        : await tx
            .insert(products)
            .values(
              toCreate.map((row) => ({
                sku: row.sku,
                name: row.name,
                brand: row.brand,
                category: row.category,
                priceCents: row.priceCents,
                stock: row.stock,
                description: row.description,
                imageUrl: row.imageUrl,
              })),
            )
            .onConflictDoNothing({ target: products.sku })
            .returning({ id: products.id, sku: products.sku });
    const insertedSkus = new Set(inserted.map(({ sku }) => sku));
    for (const row of toCreate) if (!insertedSkus.has(row.sku)) fail(row, TAKEN);

    const productIds = [...changedIds, ...inserted.map(({ id }) => id)];
    await publishProductChanges(tx, productIds);
    await tx
      .update(productImportJobs)
      .set({
        processed: sql`${productImportJobs.processed} + ${rows.length + failedBefore.length}`,
        created: sql`${productImportJobs.created} + ${inserted.length}`,
        updated: sql`${productImportJobs.updated} + ${toUpdate.length}`,
        failed: sql`${productImportJobs.failed} + ${failures.length}`,
        errorCount: sql`${productImportJobs.errorCount} + ${failures.length}`,
        ...(failures.length > 0 ? { errors: appendErrors(failures) } : {}),
        heartbeatAt: sql`now()`,
      })
      .where(and(eq(productImportJobs.id, jobId), eq(productImportJobs.state, 'running')));

    const replacedImages = toUpdate.flatMap(({ sku, imageUrl }) => {
      const before = bySku.get(sku)!;
      return imageUrl !== undefined && imageUrl !== before.imageUrl
        ? [{ productId: before.id, imageUrl: before.imageUrl }]
        : [];
    });
    return { productIds, replacedImages };
  });
}
