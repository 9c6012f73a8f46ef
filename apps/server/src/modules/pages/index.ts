// The shop pages module's public face: the admin's page routes and reading a page.
export { adminShopPageRoutes } from './routes.js';
export { readShopPage } from './shop-pages.js';
