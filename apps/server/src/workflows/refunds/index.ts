// The refunds module's public face: the admin's refund routes.
export { adminRefundRoutes } from './routes.js';
