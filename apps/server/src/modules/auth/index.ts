// The auth module's public face: the session guards every module's routes use, and the rate-limit key
// per shopper.
export { getSessionUser, requireAdmin, requireUser } from './session.js';
export { shopperOrAddressKey } from './session-key.js';
