// The admin orders' public face: the dashboard's latest orders and a customer's orders show an
// order's status, and list orders, the way the order list does.
export { AdminOrderStatus } from './components/admin-order-status';
export { adminOrderColumns, adminOrderPath } from './components/admin-order-columns';
