// The dashboard module's public face: the admin's dashboard route (earnings, counts, sales per day),
// read from the orders and products tables; it writes nothing.
export { adminDashboardRoutes } from './routes.js';
