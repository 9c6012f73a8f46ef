// The guard of every /api/admin route, declared once for the whole scope rather than inside each
// handler: a route added here later is guarded without anyone remembering to, and /api/openapi.json
// lists each one as needing the admin's session and (x-access) who may use it: the owner alone, any
// staff member, or staff with one of the permissions the owner ticked (issue 38).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessOfAdminPath, mayUse, type RouteAccess, type SessionUser } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import { requireAdmin } from './session.js';
import { mustTurnOnTwoFactor, TURN_ON_TWO_FACTOR_MESSAGE } from './staff-two-factor.js';

const admins = new WeakMap<FastifyRequest, SessionUser>();

/** The admin making a request in the admin scope (checked by the guard before anything else ran). */
export const adminOf = (request: FastifyRequest): SessionUser | undefined => admins.get(request);

/** The OpenAPI security scheme of admin routes: Better Auth's session cookie, of an admin user. */
export const ADMIN_SECURITY_SCHEME = 'adminSession';

export const NO_PERMISSION_MESSAGE = 'You do not have permission to do this. Ask the shop owner.';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyContextConfig {
    /** Who may use an admin route (set by the guard from its path). */
    adminAccess?: RouteAccess;
  }
}

/**
 * The owner or a staff member who may open the admin now: 401 without a session, 403 for a shopper and
 * for staff without two-factor sign-in when the owner requires it.
 */
export async function requireAdminArea(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const admin = await requireAdmin(app.auth, request);
  if (await mustTurnOnTwoFactor(app.db, admin)) throw new AppError('FORBIDDEN', TURN_ON_TWO_FACTOR_MESSAGE);
  return admin;
}

/** Registers the guard in `scope`; call it before the scope's routes. */
export function guardAdminScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const access = accessOfAdminPath(route.url);
    route.config = { ...route.config, adminAccess: access };
    // 'x-' keys pass into the OpenAPI operation as they are (an extension).
    route.schema = {
      ...route.schema,
      security: [{ [ADMIN_SECURITY_SCHEME]: [] }],
      ...({ 'x-access': access } as object),
    };
  });
  // onRequest runs before the body is read, so a visitor cannot make the server parse an upload:
  // 401 without a session, 403 for a shopper, for staff without the route's permission, and for
  // staff without two-factor sign-in when the owner requires it.
  scope.addHook('onRequest', async (request) => {
    const admin = await requireAdminArea(scope, request);
    const access = request.routeOptions.config.adminAccess ?? 'owner';
    if (!mayUse(access, admin)) throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
    admins.set(request, admin);
  });
}
