// Pictures kept on a local disk (DATA_DIR/uploads, no S3) are that instance's alone: behind a round-robin
// proxy a picture uploaded through one instance is missing on every request the others answer. So on
// PostgreSQL, where several instances may share a database, the first instance with local pictures
// holds a lock for its lifetime and a second one refuses to start, saying what to set (decision 049).
// A replacement started while the old instance stops (it drains on SIGTERM) waits for it instead of
// failing at once. NOTE: an update that starts the new instance first and stops the old one only
// once the new is ready (Kubernetes' default surge, Swarm's start-first) is two instances: it needs
// S3, or UPLOADS_SHARED on a shared folder.
import type { Env } from '../../../config/env.js';
import type { Database } from '../../../db/client.js';

/** The advisory lock of "an instance with its pictures on its own disk runs on this database". */
// NOTE: the lock keys are one series across the code (migrate.ts 001, seed.ts 002, 003 in bootstrap-admin.ts
// and shipping-and-tax-settings.ts); a key taken twice makes one wait on the other.
const LOCAL_UPLOADS_LOCK_KEY = 7_341_902_010;

export const SECOND_LOCAL_UPLOADS_INSTANCE =
  'Another instance of the shop runs on this database with its pictures in its own DATA_DIR/uploads: a picture uploaded through one would be missing on the others. Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a server other than AWS) on every instance so they share one picture store, or UPLOADS_SHARED=true when every instance uses the same uploads folder (one host, a network file system).';

/** Beyond the other instance's drain, the time it may take to finish what is in flight and exit. */
const STOP_MARGIN_SECONDS = 15;
const RETRY_EVERY_MS = 1_000;

/**
 * Takes the lock, waiting while another instance with local pictures may still be stopping (its drain
 * and a margin); throws, naming what to set, if it still runs after that.
 */
export async function claimLocalUploads(
  database: Database,
  config: Pick<Env, 'S3_BUCKET' | 'UPLOADS_SHARED' | 'SHUTDOWN_DRAIN_SECONDS'>,
  onWait: (message: string) => void = console.warn,
): Promise<void> {
  if (database.backend !== 'postgres' || config.S3_BUCKET || config.UPLOADS_SHARED) return;
  const deadline = Date.now() + (config.SHUTDOWN_DRAIN_SECONDS + STOP_MARGIN_SECONDS) * 1000;
  let hasSaid = false;
  while (!(await database.holdLock(LOCAL_UPLOADS_LOCK_KEY))) {
    if (Date.now() >= deadline) throw new Error(SECOND_LOCAL_UPLOADS_INSTANCE);
    if (!hasSaid) {
      hasSaid = true;
      onWait(
        'Another instance with its pictures on its own disk runs on this database; waiting for it to stop (a rolling restart) before refusing to start.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
  }
}
