// The guard of every /api/admin route, declared once for the whole scope rather than inside each
// handler: a route added here later is guarded without anyone remembering to, and /api/openapi.json
// lists each one as needing the admin's session.
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/session.js';

/** The OpenAPI security scheme of admin routes: Better Auth's session cookie, of an admin user. */
export const ADMIN_SECURITY_SCHEME = 'adminSession';

/** Registers the guard in `scope`; call it before the scope's routes. */
export function guardAdminScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ [ADMIN_SECURITY_SCHEME]: [] }] };
  });
  // onRequest runs before the body is read, so a visitor cannot make the server parse an upload:
  // 401 without a session, 403 for a shopper.
  scope.addHook('onRequest', async (request) => {
    await requireAdmin(scope.auth, request);
  });
}
