export * from './auth.js';
export * from './cart.js';
export * from './products.js';
export * from './settings.js';
export * from './orders.js';
export * from './reviews.js';
export * from './events.js';
export * from './shipping-and-tax.js';
