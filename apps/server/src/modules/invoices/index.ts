// The invoices module's public face: an order's PDF, the invoice settings and the shop's contact
// details other modules print, and the admin's invoice routes.
export { renderOrderPdf, sendOrderPdf } from './invoice-pdf.js';
export { readInvoiceSettings } from './invoice-settings.js';
export { adminInvoiceRoutes } from './routes.js';
export { readShopContact } from './shop-contact.js';
