// Stripe.js comes from Stripe's servers; here it cannot load (as on a network that blocks it).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { StripePaymentForm } from './stripe-payment-form';

vi.mock('@stripe/stripe-js', () => ({
  loadStripe: () => Promise.reject(new Error('Failed to load Stripe.js')),
}));

describe('StripePaymentForm', () => {
  it("says so when Stripe's script cannot load", async () => {
    renderWithApp(
      <StripePaymentForm
        publishableKey="pk_test_123"
        returnUrl="http://localhost:3000/checkout-success"
        clientSecret="pi_1_secret_2"
        paymentIntentId="pi_1"
        amountCents={2644}
        onPaid={() => {}}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Stripe.js');
  });
});
