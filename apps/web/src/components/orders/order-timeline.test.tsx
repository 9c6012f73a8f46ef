// An order's timeline: what happened, in order and dated (placed, shipped with tracking, a refund),
// then what is still to come; a cancelled order has nothing to come.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@eshop/shared';
import { OrderTimeline } from './order-timeline';

const address = {
  name: 'Grace Hopper',
  line1: '1 Main Street',
  line2: '',
  city: 'Austin',
  state: 'Texas',
  postal_code: '73301',
  country: 'US',
  phone: '',
};
const order = (overrides: Partial<Order>): Order => ({
  id: 'order-9',
  number: 1009,
  createdAt: '2026-11-20T10:00:00.000Z',
  orderAmountCents: 2498,
  orderStatus: 'Shipped...',
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
  cartItems: [],
  shippingAddress: address,
  billingAddress: address,
  editedAt: null,
  paymentMethod: null,
  trackingNumber: '1Z999',
  trackingUrl: 'https://carrier.example/track/1Z999',
  refundedCents: 0,
  paymentState: 'captured',
  refunds: [],
  statusDates: { shipped: '2026-11-21T09:00:00.000Z', delivered: null, cancelled: null },
  ...overrides,
});

const steps = () => within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');

describe('the order timeline', () => {
  it('lists what happened in order, with tracking, then what is to come', () => {
    render(
      <OrderTimeline
        order={order({
          refunds: [
            {
              id: 'r1',
              amountCents: 500,
              state: 'succeeded',
              reason: null,
              lines: [],
              failure: null,
              createdAt: '2026-11-22T09:00:00.000Z',
              creditNoteNumber: 1,
            },
          ],
        })}
      />,
    );
    const listed = steps();
    expect(listed.map((step) => step.querySelector('span')?.textContent)).toEqual([
      'Order placed',
      'Shipped',
      '$5.00 refunded',
      'Delivered',
    ]);
    expect(listed[1]).toHaveTextContent('Tracking: 1Z999');
    expect(within(listed[1]!).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://carrier.example/track/1Z999',
    );
    expect(listed[3]).toHaveTextContent('Not yet');
  });

  it('shows a cancelled order as closed: nothing to come', () => {
    render(
      <OrderTimeline
        order={order({
          orderStatus: 'Cancelled',
          trackingNumber: null,
          trackingUrl: null,
          statusDates: { shipped: null, delivered: null, cancelled: '2026-11-21T09:00:00.000Z' },
        })}
      />,
    );
    expect(steps().map((step) => step.querySelector('span')?.textContent)).toEqual([
      'Order placed',
      'Cancelled',
    ]);
  });
});
