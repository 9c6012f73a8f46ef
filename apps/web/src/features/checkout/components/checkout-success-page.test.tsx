import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { addToCart } from '../../cart/cart-slice';
import { CheckoutSuccessPage } from './checkout-success-page';

const phone = { id: 'p1', name: 'Phone', priceCents: 19_999, imageURL: '/p1.svg' };

describe('CheckoutSuccessPage', () => {
  beforeEach(() => localStorage.clear());

  it('after a failed 3-D Secure redirect, says the payment was not completed and keeps the cart', () => {
    const api = createFakeApi();
    const { store } = renderWithApp(<CheckoutSuccessPage />, {
      path: '/checkout-success?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=failed',
    });
    store.dispatch(addToCart(phone));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your payment was not completed, and your card was not charged.',
    );
    expect(screen.queryByText('Checkout Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
    expect(store.getState().cart.cartItems).toHaveLength(1);
    expect(api.sentTo('POST /api/checkout/complete')).toHaveLength(0);
  });

  it('after a successful redirect, confirms the order and only then empties the cart', async () => {
    const api = createFakeApi();
    api.on('POST /api/checkout/complete', { body: { orderId: 'order-7' } });
    const store = (await import('../../../app/store')).createAppStore();
    store.dispatch(addToCart(phone));
    renderWithApp(<CheckoutSuccessPage />, {
      store,
      path: '/checkout-success?payment_intent=pi_2&redirect_status=succeeded',
    });
    expect(screen.getByRole('heading', { name: 'Checkout Successful' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Order ID: order-7' })).toBeInTheDocument());
    expect(api.sentTo('POST /api/checkout/complete')[0]?.body).toEqual({ paymentIntentId: 'pi_2' });
    expect(store.getState().cart.cartItems).toHaveLength(0);
  });
});
