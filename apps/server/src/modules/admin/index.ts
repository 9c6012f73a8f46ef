// The admin module's public face: other modules read an order or a product the way the admin sees
// it, and tell which admin made a request (the audit log, the product import).
export { adminOf } from './admin-guard.js';
export { getAnyOrder } from './orders.js';
export { getAdminProduct, releaseImage } from './products.js';
