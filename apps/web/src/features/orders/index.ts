// The orders feature's public face: what checkout needs to show the order it just placed. The pages
// are not here: the routes load them on demand. The order view's pieces are in components/orders.
export { useGetGuestOrderQuery, useGetMyOrderQuery } from './api/orders-api';
export { guestLinkFrom, guestLinkQuery, guestOrderPath } from './guest-order-link';
