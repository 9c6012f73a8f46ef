// The marketing feature's public face: the unsubscribe page and a reminder's link back to the cart.
export { RestoreCartPage } from './components/restore-cart-page';
export { UnsubscribePage } from './components/unsubscribe-page';
