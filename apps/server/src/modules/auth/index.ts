// The auth module's public face: the session guards every module's routes use, the admin area's
// guard (declared once for the whole /api/admin scope) and who made an admin request, the rate-limit
// key per shopper, and the sessions of an account (listed and ended).
export { ADMIN_SECURITY_SCHEME, adminOf, guardAdminScope, requireAdminArea } from './admin-guard.js';
export { getSessionUser, requireAdmin, requireSession, requireUser } from './session.js';
export { deleteUser, isPasswordOf, profileOf, type Profile } from './profile.js';
export { endAllSessions, endOtherSessions, endSession, sessionsOf } from './sessions.js';
export { shopperOrAddressKey } from './session-key.js';
export type { Auth } from './auth.js';
export { adminStaffRoutes, staffInvitationRoutes } from './staff-routes.js';
export { resetTwoFactorOf } from './staff-two-factor.js';
