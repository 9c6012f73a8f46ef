// Refuses state-changing API requests sent from another site's page (CSRF), in addition to the
// SameSite=Lax session cookie. Better Auth checks its own routes; this hook covers ours. Requests
// without Origin or Referer come from non-browser clients, which carry no shopper's cookies.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const VITE_DEV_ORIGIN = 'http://localhost:5173';

const originOf = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
};

export const originCheckPlugin = fp((app: FastifyInstance) => {
  const publicOrigin = new URL(app.config.PUBLIC_URL).origin;
  const isDevelopment = app.config.NODE_ENV === 'development';

  const isTrusted = (request: FastifyRequest, origin: string) =>
    origin === publicOrigin ||
    origin === `${request.protocol}://${request.host}` ||
    (isDevelopment && origin === VITE_DEV_ORIGIN);

  app.addHook('onRequest', async (request) => {
    // The matched route, not the raw URL: '/%61pi/cart' reaches the '/api/cart' handler too.
    const route = request.routeOptions.url ?? '';
    if (SAFE_METHODS.has(request.method) || !route.startsWith('/api/') || route.startsWith('/api/auth/')) {
      return;
    }
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (origin !== undefined && !isTrusted(request, origin)) {
      throw new AppError('FORBIDDEN', 'This request came from another site and was refused.');
    }
  });
});
