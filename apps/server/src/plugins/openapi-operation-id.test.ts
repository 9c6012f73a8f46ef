import { describe, expect, it } from 'vitest';
import { operationIdOf, singularOf } from './openapi-operation-id.js';

describe('operationIdOf', () => {
  it.each([
    ['get', '/api/products', 'listProducts'],
    ['get', '/api/products/{id}', 'getProduct'],
    ['get', '/api/products/{id}/reviews', 'listProductReviews'],
    ['post', '/api/products/{id}/reviews', 'createProductReview'],
    ['get', '/api/cart', 'getCart'],
    ['put', '/api/cart', 'replaceCart'],
    ['post', '/api/cart/merge', 'mergeCart'],
    ['post', '/api/create-payment-intent', 'createPaymentIntent'],
    ['post', '/api/checkout/quote', 'quoteCheckout'],
    ['get', '/api/orders/{id}/invoice.pdf', 'getOrderInvoicePdf'],
    ['post', '/api/test-payments/{id}/confirm', 'confirmTestPayment'],
    ['get', '/api/events', 'streamEvents'],
    ['post', '/api/contact', 'sendContactMessage'],
    ['patch', '/api/admin/orders/{id}', 'updateAdminOrder'],
    ['delete', '/api/admin/categories/{id}', 'deleteAdminCategory'],
    ['get', '/api/admin/orders/export.csv', 'exportAdminOrdersCsv'],
    ['post', '/api/admin/orders/{id}/cancel', 'cancelAdminOrder'],
    ['get', '/api/admin/settings/invoices', 'getAdminSettingsInvoices'],
    ['put', '/api/admin/settings/email-sender', 'replaceAdminSettingsEmailSender'],
  ])('names %s %s %s', (method, path, name) => {
    expect(operationIdOf(method, path)).toBe(name);
  });

  it('depends on the method and the path alone', () => {
    expect(operationIdOf('GET', '/api/brands')).toBe(operationIdOf('get', '/api/brands'));
  });
});

describe('singularOf', () => {
  it.each([
    ['products', 'product'],
    ['categories', 'category'],
    ['addresses', 'address'],
    ['status', 'status'],
    ['cart', 'cart'],
  ])('%s is %s', (plural, singular) => {
    expect(singularOf(plural)).toBe(singular);
  });
});
