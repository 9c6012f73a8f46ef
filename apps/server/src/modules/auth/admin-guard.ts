// The guard of every /api/admin route, declared once for the whole scope rather than inside each
// handler: a route added here later is guarded without anyone remembering to, and /api/openapi.json
// lists each one as needing the admin's session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@eshop/shared';
import { requireAdmin } from './session.js';

const admins = new WeakMap<FastifyRequest, SessionUser>();

/** The admin making a request in the admin scope (checked by the guard before anything else ran). */
export const adminOf = (request: FastifyRequest): SessionUser | undefined => admins.get(request);

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
    admins.set(request, await requireAdmin(scope.auth, request));
  });
}
