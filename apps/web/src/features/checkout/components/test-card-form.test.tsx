// After the card is authorised, a failure to confirm the order must not leave the shopper on a form
// that could take a second payment; a refusal by the shop (409) is told on the form.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse } from '@eshop/shared';
import { createFakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { TestCardForm } from './test-card-form';

const intent: CreatePaymentIntentResponse = {
  clientSecret: 'pi_test_1_secret_x',
  paymentIntentId: 'pi_test_1',
  provider: 'test',
  amountCents: 1999,
  items: [],
  totals: {
    currency: 'USD',
    subtotalCents: 1500,
    shippingMethod: 'Standard',
    shippingCents: 499,
    taxCents: 0,
    taxLines: [],
    pricesIncludeTax: false,
    totalCents: 1999,
  },
};

async function pay() {
  await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.type(screen.getByLabelText('Expiration date'), '12 / 34');
  await userEvent.type(screen.getByLabelText('Security code'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $19.99' }));
}

describe('TestCardForm', () => {
  let api: ReturnType<typeof createFakeApi>;
  beforeEach(() => {
    api = createFakeApi();
    api.on('POST /api/test-payments/pi_test_1/confirm', { body: { status: 'requires_capture' } });
  });

  it('goes on to confirm the same payment when the order could not be confirmed', async () => {
    api.on('POST /api/checkout/complete', {
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'x' } },
    });
    renderWithApp(<TestCardForm intent={intent} onPaid={() => {}} />, {
      path: '/checkout',
      route: '/checkout',
      otherPaths: ['/checkout-success'],
    });
    await pay();
    expect(await screen.findByText('/checkout-success page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay $19.99' })).not.toBeInTheDocument();
  });

  it('tells a refusal on the form (the card was released)', async () => {
    const message = 'Nova SE is sold out. Your card was not charged.';
    api.on('POST /api/checkout/complete', { status: 409, body: { error: { code: 'CONFLICT', message } } });
    renderWithApp(<TestCardForm intent={intent} onPaid={() => {}} />, {
      path: '/checkout',
      route: '/checkout',
    });
    await pay();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
