// The invoices module's public face: an order's PDF (attached to confirmations, or downloaded) and
// the admin's invoice routes.
export { renderOrderPdf, sendOrderPdf } from './invoice-pdf.js';
export { adminInvoiceRoutes } from './routes.js';
