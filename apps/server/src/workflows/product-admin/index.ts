// The owner's product editing: creating, editing and deleting a product touches the products, their
// pictures, the carts that hold a deleted one, the categories and the catalogue's index. Its public
// face: the admin's product routes, a product as the admin sees it (the audit log's snapshots), and
// deleting a picture nothing shows any more (the CSV import replaces pictures too).
export { getAdminProduct, releaseImage } from './product-admin.js';
export { adminProductRoutes } from './routes.js';
