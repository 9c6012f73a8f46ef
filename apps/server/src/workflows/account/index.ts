// The account workflow's public face: the shopper's account page API (issue 38).
export { accountRoutes } from './routes.js';
