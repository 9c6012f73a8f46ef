// The auth module's public face: the session guards every module's routes use, the admin area's
// guard (declared once for the whole /api/admin scope) and who made an admin request, and the
// rate-limit key per shopper.
export { ADMIN_SECURITY_SCHEME, adminOf, guardAdminScope } from './admin-guard.js';
export { getSessionUser, requireAdmin, requireUser } from './session.js';
export { shopperOrAddressKey } from './session-key.js';
