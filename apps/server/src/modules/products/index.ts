// The products module's public face: the one place that writes the products table, inside the
// caller's transaction. Stock (decision 037): checkout takes units, a refund returns them, the admin's
// stock list sets them. The rest (decision 044): the admin creates, edits and deletes products,
// reviews count their stars, categories move their products, the CSV import updates and adds them.
// The catalogue reads products. Carts, checkouts and orders sell variants (decision 060).
export { returnStock, setStock, takeStock } from './product-stock.js';
export {
  choiceMessage,
  findVariantsForSale,
  isForSale,
  variantTitleOf,
  type LineProblem,
  type VariantForSale,
  type VariantLine,
} from './variants-for-sale.js';
export { listVariants, readVariants, replaceVariants } from './variant-writes.js';
export {
  countDeletedReview,
  countEditedReview,
  countNewReview,
  insertImportedProducts,
  insertProduct,
  moveCategoryProducts,
  overwriteProduct,
  removeProduct,
  retireProduct,
  updateImportedProducts,
} from './product-writes.js';
export { isOnSale } from './on-sale.js';
// A change of the shop's currency (workflows/currency).
export { countPricesTooHighAfter, repriceCatalogue } from './reprice.js';
// The admin's stock list.
export { adminInventoryRoutes } from './inventory-routes.js';
