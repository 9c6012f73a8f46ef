// The cart module's public face: checkout empties a shopper's saved cart inside its transaction, and a
// product the owner deletes leaves every cart (inside the deletion's transaction).
export { emptyCart, removeProductFromCarts } from './save-cart.js';
