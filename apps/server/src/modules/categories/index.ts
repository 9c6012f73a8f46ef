// The categories module's public face: the admin's category routes and the category names other
// modules show next to products.
export { adminCategoryRoutes } from './admin-routes.js';
export { loadCategoryNames, type CategoryNames } from './category-names.js';
export { categoryForProduct, listAdminCategories, listCategoryNames } from './category-store.js';
