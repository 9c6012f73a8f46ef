// One batch of an import in one transaction: the products its SKUs name are locked and updated (a
// deleted one comes back on sale: the owner listing a SKU again means to sell it), the others are
// added, every change is announced, and the job's progress moves on in the same commit, so a job
// that stops goes on after the last batch written, never writing one twice.
import { comboKey, type ImportRowError, type ProductOption, type ProductVariants } from '@eshop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  productImportJobs,
  products,
  type ImportedVariant,
  type ProductImportRow,
} from '../../db/schema/index.js';
import { publishEvents } from '../../modules/events/index.js';
import {
  insertImportedProducts,
  readVariants,
  replaceVariants,
  updateImportedProducts,
} from '../../modules/products/index.js';
import { appendErrors } from './import-jobs.js';

/** A variant row with its picture stored (null: the product's pictures). */
export type ReadyVariant = Omit<ImportedVariant, 'picture'> & { imageUrl: string | null };

/** A checked row with its picture stored: the address the product shows (none: keep the current). */
export type ReadyRow = Omit<ProductImportRow, 'picture' | 'variants'> & {
  imageUrl?: string;
  variants?: ReadyVariant[];
};

export type BatchOutcome = {
  productIds: string[];
  /** Uploaded pictures the batch's products no longer show (to delete once nothing else does). */
  replacedImages: { productId: string; imageUrl: string }[];
};

const GONE =
  'No product has this SKU any more, and the row lacks what a new one needs (every column, a picture).';
const TAKEN = 'Another change added a product with this SKU meanwhile; import the file again.';

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

    // Rows of products the shop has: each value given overwrites, one left out keeps the product's. A
    // row that changes nothing (an export imported again) is not among the changed: no event.
    const changedIds = (await updateImportedProducts(tx, toUpdate)).map(({ id }) => id);
    const inserted = await insertImportedProducts(tx, toCreate);
    const insertedSkus = new Set(inserted.map(({ sku }) => sku));
    for (const row of toCreate) if (!insertedSkus.has(row.sku)) fail(row, TAKEN);

    const productIds = [...changedIds, ...inserted.map(({ id }) => id)];
    // Rows in Shopify's shape with variants: the product's options and variants as the file has them
    // (a variant with the same values keeps its id, so carts and orders naming it stay valid).
    const idOfSku = new Map([
      ...current.map(({ sku, id }) => [sku, id] as const),
      ...inserted.map(({ sku, id }) => [sku, id] as const),
    ]);
    for (const row of rows) {
      const productId = idOfSku.get(row.sku);
      if (!row.variants || !row.options || !productId) continue;
      if (await applyImportedVariants(tx, productId, row.options, row.variants)) {
        if (!productIds.includes(productId)) productIds.push(productId);
      }
    }
    // One product.changed each, as any edit publishes (every instance's index and cache take them by
    // id), stored and NOTIFY'd for the whole batch at once, heard when its products commit.
    await publishEvents(
      tx,
      'public',
      'product.changed',
      productIds.map((productId) => ({ productId })),
    );
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

const sameVariants = (
  before: ProductVariants,
  options: readonly ProductOption[],
  variants: readonly ReadyVariant[],
) =>
  JSON.stringify(before.options) === JSON.stringify(options) &&
  before.variants.length === variants.length &&
  before.variants.every((variant, at) => {
    const row = variants[at]!;
    return (
      variant.values.join('\u0000') === row.values.join('\u0000') &&
      (row.sku === undefined || variant.sku === row.sku) &&
      variant.priceCents === row.priceCents &&
      variant.compareAtCents === row.compareAtCents &&
      variant.stock === row.stock &&
      (row.imageUrl === null || variant.imageURL === row.imageUrl)
    );
  });

/** Sets the product's options and variants from the file; false when they are already so (no edit). */
async function applyImportedVariants(
  tx: Tx,
  productId: string,
  options: ProductOption[],
  variants: readonly ReadyVariant[],
): Promise<boolean> {
  const before = await readVariants(tx, productId);
  if (before && sameVariants(before, options, variants)) return false;
  await replaceVariants(tx, productId, {
    options,
    variants: variants.map((variant) => {
      const known = before?.variants.find((had) => comboKey(had.values) === comboKey(variant.values));
      return {
        values: variant.values,
        ...(variant.sku !== undefined ? { sku: variant.sku } : {}),
        priceCents: variant.priceCents,
        compareAtCents: variant.compareAtCents,
        stock: variant.stock,
        // A row without a picture keeps the variant's (the file names pictures it has).
        imageURL: variant.imageUrl ?? known?.imageURL ?? null,
        barcode: null,
        weightGrams: null,
        // The file has no tax class: a variant keeps its own (decision 064).
        taxClass: known?.taxClass ?? null,
      };
    }),
  });
  return true;
}
