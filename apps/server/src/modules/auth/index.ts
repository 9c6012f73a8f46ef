// The auth module's public face: the session guards every module's routes use, the rate-limit key
// per shopper, and the bootstrap admin's default address (the contact form's fallback recipient).
export { DEFAULT_ADMIN_EMAIL } from './bootstrap-admin.js';
export { getSessionUser, requireAdmin, requireUser } from './session.js';
export { shopperOrAddressKey } from './session-key.js';
