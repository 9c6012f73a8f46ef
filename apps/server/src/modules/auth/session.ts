// Who is asking: the session user from Better Auth's cookie, with the role read from the database
// on every request (the developer guide's differences from the spec, 6), and the guards routes use.
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { displayNameOf, STAFF_PERMISSIONS, type SessionUser, type StaffPermission } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import type { Auth } from './auth.js';

type AuthUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role?: string | null | undefined;
  permissions?: string[] | null | undefined;
  twoFactorEnabled?: boolean | null | undefined;
};

const toSessionUser = (user: AuthUser): SessionUser => {
  const isOwner = user.role === 'admin';
  const isStaff = user.role === 'staff';
  return {
    id: user.id,
    email: user.email,
    displayName: displayNameOf(user.name, user.email),
    isAdmin: isOwner || isStaff,
    isOwner,
    permissions: isOwner
      ? [...STAFF_PERMISSIONS]
      : isStaff
        ? (user.permissions ?? []).filter((p): p is StaffPermission =>
            STAFF_PERMISSIONS.includes(p as StaffPermission),
          )
        : [],
    isEmailVerified: user.emailVerified,
    isTwoFactorEnabled: user.twoFactorEnabled === true,
  };
};

export async function getSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return session ? toSessionUser(session.user) : null;
}

/** The session user plus any refreshed session cookie Better Auth wants to send back. */
export async function readSession(
  auth: Auth,
  request: FastifyRequest,
): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  return { user: response ? toSessionUser(response.user) : null, setCookies: headers.getSetCookie() };
}

/** The signed-in shopper and the id of the session asking (the account page marks "this device"). */
export async function requireSession(
  auth: Auth,
  request: FastifyRequest,
): Promise<{ user: SessionUser; sessionId: string }> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) throw new AppError('UNAUTHORIZED', 'Please log in first.');
  return { user: toSessionUser(found.user), sessionId: found.session.id };
}

export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(auth, request);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please log in first.');
  return user;
}

export const ADMIN_ONLY_MESSAGE = 'Permission Denied. This Page can only be view by an Admin user.';

export async function requireAdmin(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(auth, request);
  if (!user.isAdmin) throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
  return user;
}
