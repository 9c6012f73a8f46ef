// The customers module's public face: the admin's customer list and details (accounts and guests, with
// their orders), read from the user and orders tables; it writes nothing.
export { adminCustomerRoutes } from './routes.js';
