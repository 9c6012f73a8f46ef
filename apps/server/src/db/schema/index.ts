export * from './products.js';
