// The invoices module's public face: an order's PDF (attached to confirmations, or downloaded) and
// the shopper's and the admin's invoice routes.
export { confirmationAttachments } from './confirmation-attachments.js';
// Invoice and credit note numbers, taken in the order's and the refund's own transactions.
export { issueCreditNote, issueInvoice } from './invoice-numbers.js';
export { renderOrderPdf, sendOrderPdf } from './invoice-pdf.js';
export { adminInvoiceRoutes } from './routes.js';
export { invoiceRoutes } from './shopper-routes.js';
