import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../../app/store';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { sessionApi } from '../../auth';
import { addToCart } from '../cart-slice';
import { CartPage } from './cart-page';

const phone = { id: 'p1', name: 'Phone', priceCents: 19_999, imageURL: '/p1.svg' };
const otherPaths = ['/login', '/checkout-details'];

const storeFor = async (user: { id: string } | null) => {
  const store = createAppStore();
  store.dispatch(addToCart(phone));
  await store.dispatch(
    sessionApi.util.upsertQueryData('getSession', undefined, {
      user: user && {
        ...user,
        email: 'ada@example.com',
        displayName: 'Ada',
        isAdmin: false,
        isEmailVerified: true,
        isTwoFactorEnabled: false,
        isOwner: false,
        permissions: [],
      },
      mustTurnOnTwoFactor: false,
    }),
  );
  return store;
};

describe('Check Out (spec 4, Checkout flow step 1)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('takes a signed-in shopper to the checkout details', async () => {
    // The visitor's cart joins the shopper's saved one once the session says who they are.
    createFakeApi().on('POST /api/cart/merge', {
      body: { items: [{ ...phone, cartQuantity: 1 }], totalQuantity: 1, totalAmountCents: 19_999 },
    });
    const store = await storeFor({ id: 'u1' });
    renderWithApp(<CartPage />, { path: '/cart', route: '/cart', store, otherPaths });
    await userEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(screen.getByText('/checkout-details page')).toBeInTheDocument();
  });

  it('remembers the cart and sends a visitor to log in first', async () => {
    const store = await storeFor(null);
    renderWithApp(<CartPage />, { path: '/cart', route: '/cart', store, otherPaths });
    await userEvent.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(screen.getByText('/login page')).toBeInTheDocument();
    expect(store.getState().cart.previousURL).toBe('/cart');
    // Kept for this tab, so the Google sign-in round trip still comes back to the cart.
    expect(sessionStorage.getItem('previousURL')).toBe('/cart');
  });
});
