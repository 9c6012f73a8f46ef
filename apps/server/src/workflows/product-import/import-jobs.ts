// An import as the API reports it, read from its row, and the claim that lets one server run it. A
// running job's server moves its heartbeat on; one whose heartbeat stopped (that server restarted)
// reads as interrupted, and starting it again goes on from the last batch written.
import { MAX_IMPORT_ERRORS_LISTED, type ImportRowError, type ProductImport } from '@eshop/shared';
import { and, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productImportJobs, type ProductImportJobRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';

/** A running job's server moves the heartbeat on at least this often... */
export const HEARTBEAT_MS = 10_000;
/** ...so one this old means the job stopped with its server. */
export const STALE_AFTER_MS = 60_000;

const isStale = (heartbeatAt: Date | null, now: number) =>
  !heartbeatAt || now - heartbeatAt.getTime() > STALE_AFTER_MS;

/** Every column but the rows themselves (thousands of them, needed only by the job). */
const reportColumns = (() => {
  const { rows: _rows, ...columns } = getTableColumns(productImportJobs);
  return columns;
})();
type JobReport = Omit<ProductImportJobRow, 'rows'>;

export function toProductImportDto(job: JobReport, now = Date.now()): ProductImport {
  return {
    id: job.id,
    fileName: job.fileName,
    state: job.state === 'running' && isStale(job.heartbeatAt, now) ? 'interrupted' : job.state,
    toCreate: job.toCreate,
    toUpdate: job.toUpdate,
    rowsWithErrors: job.rowsWithErrors,
    total: job.total,
    processed: job.processed,
    created: job.created,
    updated: job.updated,
    failed: job.failed,
    errors: [...job.errors].sort((a, b) => a.row - b.row),
    errorCount: job.errorCount,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export async function getProductImport(db: Db, id: string): Promise<ProductImport> {
  const [job] = await db.select(reportColumns).from(productImportJobs).where(eq(productImportJobs.id, id));
  if (!job) throw notFound();
  return toProductImportDto(job);
}

/**
 * Makes this server the job's runner: a previewed job, or one whose runner stopped. Another server
 * (or a second click) asking at the same moment finds it taken.
 */
export async function claimProductImport(db: Db, id: string): Promise<ProductImportJobRow> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const [claimed] = await db
    .update(productImportJobs)
    .set({
      state: 'running',
      startedAt: sql`coalesce(${productImportJobs.startedAt}, now())`,
      heartbeatAt: sql`now()`,
    })
    .where(
      and(
        eq(productImportJobs.id, id),
        sql`${productImportJobs.total} > 0`,
        or(
          eq(productImportJobs.state, 'previewed'),
          and(
            eq(productImportJobs.state, 'running'),
            or(isNull(productImportJobs.heartbeatAt), lt(productImportJobs.heartbeatAt, staleBefore)),
          ),
        ),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const job = await getProductImport(db, id);
  if (job.total === 0) {
    throw new AppError('CONFLICT', 'No row of this file can be imported; fix the errors and send it again.');
  }
  throw new AppError(
    'CONFLICT',
    job.state === 'finished' ? 'This import has finished.' : 'This import is already running.',
  );
}

/** The job's errors with these added, keeping the first `MAX_IMPORT_ERRORS_LISTED` rows' worth. */
export const appendErrors = (added: readonly ImportRowError[]) => sql`(
  select coalesce(jsonb_agg(error order by position), '[]'::jsonb)
  from jsonb_array_elements(${productImportJobs.errors} || ${JSON.stringify(added)}::jsonb)
    with ordinality as listed(error, position)
  where position <= ${MAX_IMPORT_ERRORS_LISTED}
)`;
