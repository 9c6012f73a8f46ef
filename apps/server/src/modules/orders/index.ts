// The orders module's public face: reading orders for shoppers and the admin, guest access links,
// and the order e-mails (confirmation, status notifications) with their parts the invoice reuses.
export { DEFAULT_EMAIL_COLORS, type EmailBrand } from './emails/email-brand.js';
export { addressLines, cardText, totalsRows } from './emails/order-parts.js';
export { type GuestLinkSigner, guestOrderUrl, newGuestAccessKey } from './guest-access.js';
export {
  forShopper,
  newestFirst,
  orderSummaryColumns,
  readRefunds,
  toOrderDto,
  toOrderSummary,
} from './read-orders.js';
export { sendOrderConfirmation } from './send-order-confirmation.js';
export {
  findUnsentNotifications,
  notificationFor,
  queueOrderNotification,
  sendOrderNotification,
} from './send-order-notification.js';
