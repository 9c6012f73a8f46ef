// Liveness and readiness for a load balancer or an orchestrator. /api/health says the process
// answers (restart it if not); /api/ready says it can serve, which needs its database (send it no
// traffic if not).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** How long the readiness probe waits for the database. */
const READY_TIMEOUT_MS = 2_000;

export const readinessRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // Whether listings come from the catalogue index yet (benchmarks wait for it).
    const catalogue = !app.catalogIndexer
      ? 'database'
      : app.catalogIndexer.current()
        ? 'indexed'
        : 'indexing';
    return { status: 'ok', catalogue };
  });

  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.execute(sql`select 1`),
        new Promise((_, reject) => {
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
    return { status: 'ready' };
  });
};
