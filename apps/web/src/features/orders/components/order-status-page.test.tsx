import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_FORMAT, defaultFormatOf, setShopMoney } from '@eshop/shared';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { OrderStatusPage } from './order-status-page';

const address = {
  name: 'Grace Hopper',
  line1: '1 Main Street',
  line2: '',
  city: 'Austin',
  state: 'Texas',
  postal_code: '73301',
  country: 'US',
  phone: '+1 512 555 0100',
};
const guestOrder = {
  id: 'order-9',
  number: 1009,
  createdAt: '2026-11-24T10:00:00.000Z',
  orderAmountCents: 2498,
  orderStatus: 'Shipped',
  totals: {
    currency: 'USD',
    subtotalCents: 1999,
    shippingMethod: 'Standard',
    shippingCents: 499,
    taxCents: 0,
    taxLines: [],
    pricesIncludeTax: false,
    totalCents: 2498,
  },
  userEmail: 'grace@example.com',
  cartItems: [
    { id: 'p1', name: 'Phone case', priceCents: 1999, imageURL: '/p1.svg', cartQuantity: 1, taxCents: 0 },
  ],
  shippingAddress: address,
  billingAddress: address,
  editedAt: null,
  paymentMethod: { brand: 'visa', last4: '4242' },
  trackingNumber: '1Z999',
  trackingUrl: 'https://carrier.example/track/1Z999',
  refundedCents: 0,
  paymentState: 'captured',
  refunds: [],
};

const renderStatus = (path: string) =>
  renderWithApp(<OrderStatusPage />, { path, route: '/order-status/:id' });

describe('OrderStatusPage (a guest order through its signed link)', () => {
  it('shows the order, its status and tracking, read with the link from the URL', async () => {
    const api = createFakeApi();
    api.on('GET /api/guest-orders/order-9', { body: guestOrder });
    renderStatus('/order-status/order-9?exp=1790000000&token=signed');
    expect(await screen.findByRole('heading', { name: 'Your order #1009' })).toBeInTheDocument();
    expect(screen.getByText('Shipped', { selector: 'dd span' })).toBeInTheDocument();
    expect(screen.getByText('Phone case')).toBeInTheDocument();
    expect(screen.getByText(/1Z999/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://carrier.example/track/1Z999',
    );
    expect(screen.queryByRole('link', { name: 'Review Product' })).not.toBeInTheDocument();
    expect(api.sentTo('GET /api/guest-orders/order-9')[0]?.search).toBe('?exp=1790000000&token=signed');
  });

  it('shows an order in the currency it was paid in, after the shop moved to another', async () => {
    setShopMoney('JPY', defaultFormatOf('JPY'));
    try {
      const api = createFakeApi();
      api.on('GET /api/guest-orders/order-9', { body: guestOrder });
      renderStatus('/order-status/order-9?exp=1790000000&token=signed');
      expect(await screen.findByRole('heading', { name: 'Your order #1009' })).toBeInTheDocument();
      expect(screen.getAllByText('$24.98').length).toBeGreaterThan(0);
      expect(screen.getAllByText('$19.99').length).toBeGreaterThan(0);
      expect(screen.queryByText(/¥/)).not.toBeInTheDocument();
    } finally {
      setShopMoney('USD', DEFAULT_CURRENCY_FORMAT);
    }
  });

  it('says the link is not valid when the server does not know it (wrong, expired or revoked)', async () => {
    const api = createFakeApi();
    api.on('GET /api/guest-orders/order-9', {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Document not found.' } },
    });
    renderStatus('/order-status/order-9?exp=1790000000&token=forged');
    expect(
      await screen.findByText(
        'This order link is not valid any more. Open the newest e-mail about your order, or contact the shop.',
      ),
    ).toBeInTheDocument();
  });

  it('asks nothing of the server when the link has no token', () => {
    const api = createFakeApi();
    renderStatus('/order-status/order-9');
    expect(screen.getByText(/This order link is not valid any more/)).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });
});
