// The addresses module's public face: a shopper's address book (issue 38) and its routes.
export { addressBookOf } from './address-book.js';
export { addressBookRoutes } from './routes.js';
