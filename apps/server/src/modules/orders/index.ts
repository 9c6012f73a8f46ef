// The orders module's public face: reading orders for shoppers and the admin, guest access links,
// the order e-mails (confirmation, status notifications) with their parts the invoice reuses, and the
// one place that writes the orders table, inside the caller's transaction (decision 042).
export { printedAddress, cardText, orderDate, totalsRows } from './emails/order-parts.js';
export { orderTextsIn, type OrderTexts } from './emails/order-texts.js';
export { type GuestLinkSigner, guestOrderUrl, newGuestAccessKey } from './guest-access.js';
// The admin revokes a guest's order links, or sends a new one (which voids the rest).
export { revokeGuestLinks, sendNewGuestLink } from './guest-links.js';
// Checkout places orders and settles their payment; the admin sets status; refunds count and cancel.
export {
  erasedEmail,
  erasedBillingAddress,
  erasedShippingAddress,
  eraseShopperFromOrders,
  countOutsideRefund,
  countReservedRefund,
  insertOrder,
  markOrderCancelled,
  markPaymentCanceled,
  markPaymentCaptured,
  setOrderStatus,
  undoReservedRefund,
} from './order-writes.js';
export {
  allMyOrders,
  countOrdersUnderway,
  forShopper,
  getMyOrder,
  newestFirst,
  orderSummaryColumns,
  readRefunds,
  toOrderDto,
  toOrderSummary,
  withStatusDates,
} from './read-orders.js';
export { sendOrderConfirmation, type OrderLinkTarget } from './send-order-confirmation.js';
export {
  findUnsentNotifications,
  notificationFor,
  queueOrderNotification,
  sendOrderNotification,
} from './send-order-notification.js';
// The admin's orders: its routes, and one order as the admin sees it (refunds, invoices, the audit log).
export { adminOrderRoutes } from './admin-routes.js';
export { getAnyOrder } from './admin-orders.js';
export { shippingName } from './order-filters.js';
// The one reminder for a checkout left without paying (decision 070).
export { renderCheckoutReminder, type CheckoutReminder } from './emails/reminder-email.js';
