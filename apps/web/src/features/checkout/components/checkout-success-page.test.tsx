import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { addToCart } from '../../cart';
import { CheckoutSuccessPage } from './checkout-success-page';

const phone = { id: 'p1', name: 'Phone', priceCents: 19_999, imageURL: '/p1.svg' };
const address = {
  name: 'Ada Lovelace',
  line1: '1 Main Street',
  line2: '',
  city: 'Los Angeles',
  state: 'California',
  postal_code: '90001',
  country: 'US',
  phone: '+1 213 555 0100',
};
const placedOrder = {
  id: 'order-7',
  number: 1007,
  createdAt: '2026-11-24T10:00:00.000Z',
  orderAmountCents: 21_949,
  orderStatus: 'Order Placed',
  totals: {
    currency: 'USD',
    subtotalCents: 19_999,
    shippingMethod: 'Express',
    shippingCents: 1499,
    taxCents: 451,
    taxLines: [{ name: 'CA sales tax', rateBasisPoints: 725, amountCents: 451 }],
    pricesIncludeTax: false,
    totalCents: 21_949,
  },
  userEmail: 'ada@example.com',
  cartItems: [{ ...phone, cartQuantity: 1, taxCents: 451 }],
  shippingAddress: address,
  billingAddress: address,
  editedAt: null,
  paymentMethod: { brand: 'visa', last4: '4242' },
  trackingNumber: null,
  trackingUrl: null,
};

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
    api.on('GET /api/orders/order-7', { body: placedOrder });
    const store = (await import('../../../app/store')).createAppStore();
    store.dispatch(addToCart(phone));
    renderWithApp(<CheckoutSuccessPage />, {
      store,
      path: '/checkout-success?payment_intent=pi_2&redirect_status=succeeded',
    });
    expect(screen.getByRole('heading', { name: 'Checkout Successful' })).toBeInTheDocument();
    // The order as placed: its number, where the confirmation went, the totals and the card.
    const link = await screen.findByRole('link', { name: 'Order #1007' });
    expect(link).toHaveAttribute('href', '/order-details/order-7');
    expect(screen.getByText('We e-mailed a confirmation to ada@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Shipping (Express):')).toBeInTheDocument();
    expect(screen.getByText('CA sales tax (7.25%):')).toBeInTheDocument();
    expect(screen.getByTestId('totals-total')).toHaveTextContent('$219.49');
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.queryByText(/order-7/)).not.toBeInTheDocument();
    // A shopper's order is already in their account.
    expect(
      screen.queryByRole('link', { name: 'Create an account with this e-mail' }),
    ).not.toBeInTheDocument();
    expect(api.sentTo('POST /api/checkout/complete')[0]?.body).toEqual({ paymentIntentId: 'pi_2' });
    expect(store.getState().cart.cartItems).toHaveLength(0);
  });

  it("after a guest's redirect, confirms with the payment's client secret and shows the order by its signed link", async () => {
    const api = createFakeApi();
    const guestLink = { exp: 1_790_000_000, token: 'signed-token' };
    api.on('POST /api/checkout/complete', { body: { orderId: 'order-7', guestLink } });
    api.on('GET /api/guest-orders/order-7', { body: { ...placedOrder, userEmail: 'grace@example.com' } });
    renderWithApp(<CheckoutSuccessPage />, {
      path: '/checkout-success?payment_intent=pi_3&payment_intent_client_secret=pi_3_secret&redirect_status=succeeded',
    });
    const link = await screen.findByRole('link', { name: 'Order #1007' });
    const statusPath = '/order-status/order-7?exp=1790000000&token=signed-token';
    expect(link).toHaveAttribute('href', statusPath);
    expect(screen.getByRole('link', { name: 'View Order Status' })).toHaveAttribute('href', statusPath);
    expect(screen.getByText('We e-mailed a confirmation to grace@example.com.')).toBeInTheDocument();
    // A guest may keep the order in an account with that e-mail (issue 38).
    expect(screen.getByRole('link', { name: 'Create an account with this e-mail' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(api.sentTo('POST /api/checkout/complete')[0]?.body).toEqual({
      paymentIntentId: 'pi_3',
      clientSecret: 'pi_3_secret',
    });
    expect(api.sentTo('GET /api/guest-orders/order-7')[0]?.search).toBe('?exp=1790000000&token=signed-token');
    expect(api.sentTo('GET /api/orders/order-7')).toHaveLength(0);
  });
});
