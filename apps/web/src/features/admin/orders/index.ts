// The admin orders' public face: the dashboard's latest orders and a customer's orders show an
// order's status the way the order list does.
export { AdminOrderStatus } from './components/admin-order-status';
