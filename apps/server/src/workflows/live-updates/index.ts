// Live updates over Server-Sent Events: the events module's streams, opened for whoever the session
// says may hear them (auth). Its public face: the storefront's route and the admin's.
export { adminEventRoutes } from './admin-routes.js';
export { eventRoutes } from './routes.js';
