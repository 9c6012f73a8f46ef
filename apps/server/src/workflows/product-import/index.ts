// The product import module's public face: the admin's import routes and reading a job.
export { getProductImport } from './import-jobs.js';
export { adminProductImportRoutes } from './routes.js';
