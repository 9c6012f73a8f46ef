// GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN; without one the route answers
// 404 and nothing is measured), and the hook that times every answer by its route pattern.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, routeNotFound } from '../../lib/app-error.js';
import { hasBearerToken } from './bearer-token.js';
import type { Metrics } from './create-metrics.js';

export type MetricsRoutesOptions = { metrics: Metrics | undefined; token: string | undefined };

export const METRICS_PATH = '/metrics';

export const metricsRoutes = fp((app: FastifyInstance, { metrics, token }: MetricsRoutesOptions) => {
  if (!metrics || !token) {
    app.get(METRICS_PATH, { schema: { hide: true } }, (request) => {
      throw routeNotFound(request);
    });
    return;
  }

  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      // Unrouted requests (404s) share one series, whatever their URL.
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!hasBearerToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'The metrics need the bearer token set in METRICS_TOKEN.');
    }
    reply.header('cache-control', 'no-store');
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
});
