// Runs started imports in the background of this server: a batch of rows at a time, each written in
// its own transaction with the job's progress (write-batch.ts), so any server answers how far it got.
// A server shutting down finishes the batch in hand and leaves the job interrupted, to be started
// again (from where it stopped) through any server.
import type { ImportRowError, ProductImport } from '@eshop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Log } from '../../lib/log.js';
import type { Db } from '../../db/client.js';
import {
  categories,
  productImportJobs,
  productImportPictures,
  type ProductImportRow,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../modules/media/index.js';
import type { AddressPolicy } from './download-picture.js';
import { claimProductImport, HEARTBEAT_MS, toProductImportDto } from './import-jobs.js';
import { createPictureStore, type PictureStore } from './store-pictures.js';
import { writeBatch, type BatchOutcome, type ReadyRow, type ReadyVariant } from './write-batch.js';

/** Rows per transaction: large enough that 10,000 rows take seconds, small enough to keep locks short. */
export const IMPORT_BATCH_SIZE = 500;
/** Pictures stored (downloaded, resized) at once. */
const PICTURES_AT_ONCE = 4;

export type ImportRunnerDeps = {
  db: Db;
  storage: FileStorage;
  log: Pick<Log, 'error' | 'info'>;
  addressPolicy: AddressPolicy;
  /** After each batch commits: this server's listings show its products before the next. */
  onCatalogChanged: (productIds: string[]) => Promise<void>;
  /** Deletes an uploaded picture a product no longer shows, once nothing else does. */
  releaseImage: (imageUrl: string, productId: string) => Promise<void>;
};

export type ImportRunner = {
  start: (id: string) => Promise<ProductImport>;
  /** Stops after the batches in hand; their jobs read as interrupted. */
  close: () => Promise<void>;
};

/** A row the database refused (a value out of range, a constraint): that row fails, not the batch. */
function isRowRefused(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown }).cause].map(
    (candidate) => (candidate as { code?: unknown } | undefined)?.code,
  );
  return codes.some((code) => typeof code === 'string' && /^2[23]/.test(code));
}

export function createImportRunner(deps: ImportRunnerDeps): ImportRunner {
  const { db, log } = deps;
  const running = new Map<string, Promise<void>>();
  let isClosing = false;

  /** The batch's rows with their pictures stored and categories as the shop spells them now. */
  async function prepare(
    rows: readonly ProductImportRow[],
    pictures: PictureStore,
    shopCategories: Map<string, string>,
  ) {
    const ready: ReadyRow[] = [];
    const failed: ImportRowError[] = [];
    let next = 0;
    const work = async () => {
      for (let at = next++; at < rows.length; at = next++) {
        const { picture, variants: variantRows, ...row } = rows[at]!;
        // A category renamed or deleted since the preview.
        const category =
          row.category === undefined ? undefined : shopCategories.get(row.category.toLowerCase());
        if (row.category !== undefined && !category) {
          failed.push({ row: row.row, column: 'Category', message: `Unknown category "${row.category}".` });
          continue;
        }
        const stored = picture ? await pictures(picture) : undefined;
        if (stored && 'error' in stored) {
          failed.push({ row: row.row, column: 'Image', message: stored.error });
          continue;
        }
        // A variant's own picture (a colour's), stored as the product's is; one that fails fails the product.
        const variants: ReadyVariant[] = [];
        let variantFailure: ImportRowError | undefined;
        for (const { picture: variantPicture, ...variant } of variantRows ?? []) {
          const kept = variantPicture ? await pictures(variantPicture) : undefined;
          if (kept && 'error' in kept) {
            variantFailure = { row: variant.row, column: 'Variant Image', message: kept.error };
            break;
          }
          variants.push({ ...variant, imageUrl: kept?.url ?? null });
        }
        if (variantFailure) {
          failed.push(variantFailure);
          continue;
        }
        ready.push({
          ...row,
          ...(category ? { category } : {}),
          ...(stored ? { imageUrl: stored.url } : {}),
          ...(variantRows ? { variants } : {}),
        });
      }
    };
    await Promise.all(Array.from({ length: PICTURES_AT_ONCE }, work));
    // Written in the file's order, so the job's errors and products come as the owner reads the file.
    ready.sort((a, b) => a.row - b.row);
    return { ready, failed };
  }

  /** The batch; if the database refuses it, row by row, so only the refused rows fail. */
  async function write(
    jobId: string,
    rows: ReadyRow[],
    failedBefore: ImportRowError[],
  ): Promise<BatchOutcome> {
    try {
      return await writeBatch(db, jobId, rows, failedBefore);
    } catch (error) {
      if (!isRowRefused(error)) throw error;
      if (rows.length === 1 && failedBefore.length === 0) {
        log.error({ err: error, row: rows[0]!.row }, 'an imported row was refused by the database');
        const message = 'The row could not be saved; check its values.';
        return writeBatch(db, jobId, [], [{ row: rows[0]!.row, column: '', message }]);
      }
      const outcome: BatchOutcome = await writeBatch(db, jobId, [], failedBefore);
      for (const row of rows) {
        const one = await write(jobId, [row], []);
        outcome.productIds.push(...one.productIds);
        outcome.replacedImages.push(...one.replacedImages);
      }
      return outcome;
    }
  }

  async function run(job: typeof productImportJobs.$inferSelect): Promise<void> {
    const heartbeat = setInterval(() => {
      db.update(productImportJobs)
        .set({ heartbeatAt: sql`now()` })
        .where(eq(productImportJobs.id, job.id))
        .catch((error: unknown) => log.error({ err: error }, 'an import’s heartbeat was not saved'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      const shopCategories = new Map(
        (await db.select({ name: categories.name }).from(categories)).map(({ name }) => [
          name.toLowerCase(),
          name,
        ]),
      );
      const pictures = createPictureStore(deps, job.id);
      for (let from = job.processed; from < job.rows.length; from += IMPORT_BATCH_SIZE) {
        if (isClosing) throw new AppError('UNAVAILABLE', 'The server is shutting down.');
        const { ready, failed } = await prepare(
          job.rows.slice(from, from + IMPORT_BATCH_SIZE),
          pictures,
          shopCategories,
        );
        const outcome = await write(job.id, ready, failed);
        await deps.onCatalogChanged(outcome.productIds);
        for (const { imageUrl, productId } of outcome.replacedImages)
          await deps.releaseImage(imageUrl, productId);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(productImportJobs)
          .set({ state: 'finished', finishedAt: sql`now()`, heartbeatAt: null, rows: [] })
          .where(eq(productImportJobs.id, job.id));
        await tx.delete(productImportPictures).where(eq(productImportPictures.jobId, job.id));
      });
      log.info({ importId: job.id, rows: job.total }, 'product import finished');
    } catch (error) {
      if (!isClosing)
        log.error({ err: error, importId: job.id }, 'a product import stopped; it can be started again');
      // Read as interrupted at once (not after the heartbeat goes stale), so it can be started again.
      await db
        .update(productImportJobs)
        .set({ heartbeatAt: null })
        .where(eq(productImportJobs.id, job.id))
        .catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
  }

  return {
    async start(id) {
      if (isClosing)
        throw new AppError('UNAVAILABLE', 'The server is shutting down; start the import again.');
      const job = await claimProductImport(db, id);
      running.set(
        id,
        run(job).finally(() => running.delete(id)),
      );
      return toProductImportDto(job);
    },
    async close() {
      isClosing = true;
      await Promise.allSettled(running.values());
    },
  };
}
