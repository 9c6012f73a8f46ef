// Liveness and readiness for a load balancer or an orchestrator. /api/health says the process
// answers (restart it if not); /api/ready says it can serve, which needs its database answering
// with every migration the code knows applied (send it no traffic if not). Under overload
// (./overload.ts) and while the instance drains before it stops (./drain.ts), /api/ready answers
// 503 too, while /api/health stays 200.
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { SHOP_VERSION } from '../lib/shop-version.js';
import { createMigrationCheck, type MigrationState } from '../db/migration-state.js';
import type { Stall } from './admission.js';

const WRITES_STALLED: Record<Stall, string> = {
  stuck: 'The shop cannot take writes: none has finished for a while.',
  saturated: 'The shop cannot take writes: its write queue has been full for a while.',
};

/** How long the readiness probe waits for the database. */
const READY_TIMEOUT_MS = 2_000;

export const readinessRoutes: FastifyPluginAsync = async (app) => {
  const checkMigrations = createMigrationCheck(app.db);
  /** Whether listings come from the catalogue index yet (benchmarks wait for it). */
  const catalogueState = () =>
    !app.catalogIndexer ? 'database' : app.catalogIndexer.current() ? 'indexed' : 'indexing';

  app.get('/health', { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      status: 'ok',
      version: SHOP_VERSION,
      catalogue: catalogueState(),
      writes: app.writeAdmission.counters(),
      streams: app.events.streamCounts(),
    };
  });

  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.drain.isDraining) {
      reply.header('retry-after', '5');
      throw new AppError('UNAVAILABLE', 'This server is stopping; the others take its shoppers.');
    }
    // Reads may still be served, but a shop that cannot take sign-ins, carts or orders is not one to
    // send shoppers to.
    const stall = app.writeAdmission.stall();
    if (stall) {
      request.log.warn(
        { writes: app.writeAdmission.counters(), stall },
        'not ready: writes are not admitted',
      );
      reply.header('retry-after', '5');
      throw new AppError('UNAVAILABLE', WRITES_STALLED[stall]);
    }
    let timer: NodeJS.Timeout | undefined;
    let migrations: MigrationState;
    try {
      migrations = await Promise.race([
        checkMigrations(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)),
            READY_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      reply.header('retry-after', '5');
      throw new AppError('UNAVAILABLE', 'The shop cannot reach its database.');
    } finally {
      clearTimeout(timer);
    }
    const { applied, expected, isCurrent } = migrations;
    if (!isCurrent) {
      request.log.warn({ applied, expected }, 'not ready: the database lacks migrations');
      reply.header('retry-after', '5');
      throw new AppError(
        'UNAVAILABLE',
        `The shop's database lacks migrations: ${applied} of the ${expected} this version needs are applied.`,
      );
    }
    return {
      status: 'ready',
      database: 'ok',
      migrations: { applied, expected },
      catalogue: catalogueState(),
    };
  });
};
