// The checkout module's public face: the card-testing guard (payments' webhook records declines) and
// the list of countries the shop ships to (the admin's shipping settings).
export { assertNotDeclining, recordDecline } from './card-testing-limits.js';
export { assertKnownCountryCode } from './countries.js';
