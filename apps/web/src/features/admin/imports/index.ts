// The product import's public face: the product list offers the CSV import and the export beside it.
export { PRODUCT_EXPORT_HREF } from './api/product-import-api';
export { ProductImportDialog } from './components/product-import-dialog';
