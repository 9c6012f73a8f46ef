// The cart module's public face: checkout empties a shopper's saved cart inside its transaction.
export { emptyCart } from './save-cart.js';
