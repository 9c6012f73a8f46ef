// The currency workflow's public face: the admin's currency routes (decision 063).
export { adminCurrencyRoutes } from './routes.js';
