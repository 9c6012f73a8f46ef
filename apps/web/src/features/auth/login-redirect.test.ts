import { describe, expect, it } from 'vitest';
import { getLoginRedirect } from './login-redirect';

describe('getLoginRedirect (spec 4, Login redirect)', () => {
  it('goes on to check out when Check Out sent the shopper to login', () => {
    expect(getLoginRedirect({ previousURL: '/cart' })).toBe('/checkout-details');
    expect(getLoginRedirect({ previousURL: 'http://localhost:3000/cart' })).toBe('/checkout-details');
  });

  it('goes home otherwise', () => {
    expect(getLoginRedirect({ previousURL: '' })).toBe('/');
    expect(getLoginRedirect({ previousURL: '/contact' })).toBe('/');
  });

  it('takes the admin to the dashboard instead of home; a page that sent them here still wins', () => {
    expect(getLoginRedirect({ previousURL: '', isAdmin: true })).toBe('/admin/home');
    expect(getLoginRedirect({ previousURL: '/contact', isAdmin: true })).toBe('/admin/home');
    expect(getLoginRedirect({ previousURL: '', from: '/admin/orders', isAdmin: true })).toBe('/admin/orders');
    // An admin who was checking out goes on to check out.
    expect(getLoginRedirect({ previousURL: '/cart', isAdmin: true })).toBe('/checkout-details');
    expect(getLoginRedirect({ previousURL: '', isAdmin: false })).toBe('/');
  });

  it('returns to a signed-in-only page that sent the visitor here', () => {
    expect(getLoginRedirect({ previousURL: '', from: '/order-history' })).toBe('/order-history');
    expect(getLoginRedirect({ previousURL: '/cart', from: '/order-details/7?x=1' })).toBe(
      '/order-details/7?x=1',
    );
  });

  it('never leaves the shop or loops back to login', () => {
    expect(getLoginRedirect({ previousURL: '', from: '//evil.example/' })).toBe('/');
    expect(getLoginRedirect({ previousURL: '', from: 'https://evil.example/' })).toBe('/');
    expect(getLoginRedirect({ previousURL: '', from: '/login' })).toBe('/');
  });
});
