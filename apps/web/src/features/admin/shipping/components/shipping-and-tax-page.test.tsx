// The owner's shipping and tax page: what the server holds is shown as typed text, an edit is sent
// back in cents and basis points, and a refused field is marked where it was typed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShippingAndTaxSettings } from '@eshop/shared';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { ShippingAndTaxPage } from './shipping-and-tax-page';

const SETTINGS: ShippingAndTaxSettings = {
  zones: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'United States',
      places: ['US'],
      pricesIncludeTax: false,
      taxShipping: false,
      methods: [
        { id: '00000000-0000-4000-8000-000000000002', name: 'Standard', rateCents: 499, freeFromCents: 5000 },
      ],
    },
  ],
  taxRates: [
    { country: 'US', region: 'CA', name: 'CA sales tax', rateBasisPoints: 725, taxClass: 'standard' },
  ],
};

describe('ShippingAndTaxPage', () => {
  it('saves a new price and rate exactly as typed', async () => {
    const api = createFakeApi();
    api.on('GET /api/admin/shipping-and-tax', { body: SETTINGS });
    api.on('PUT /api/admin/shipping-and-tax', (body) => ({ body }));
    renderWithApp(<ShippingAndTaxPage />);

    const price = await screen.findByLabelText('Price ($)');
    expect(price).toHaveValue('4.99');
    await userEvent.clear(price);
    await userEvent.type(price, '5.99');
    const rate = screen.getByLabelText('Rate (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '8.25');
    await userEvent.click(screen.getByLabelText(/Charge tax on this zone's shipping/));
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping & tax' }));

    await waitFor(() => expect(api.sentTo('PUT /api/admin/shipping-and-tax')).toHaveLength(1));
    expect(api.sentTo('PUT /api/admin/shipping-and-tax')[0]?.body).toEqual({
      ...SETTINGS,
      zones: [
        {
          ...SETTINGS.zones[0],
          taxShipping: true,
          methods: [{ ...SETTINGS.zones[0]!.methods[0], rateCents: 599 }],
        },
      ],
      taxRates: [{ ...SETTINGS.taxRates[0], rateBasisPoints: 825 }],
    });
  });

  it('marks the field the server refused', async () => {
    const api = createFakeApi();
    api.on('GET /api/admin/shipping-and-tax', { body: SETTINGS });
    api.on('PUT /api/admin/shipping-and-tax', {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid value for zones.0.methods.0.rateCents.',
          details: [{ path: 'zones.0.methods.0.rateCents', message: 'Invalid input' }],
        },
      },
    });
    renderWithApp(<ShippingAndTaxPage />);
    const price = await screen.findByLabelText('Price ($)');
    await userEvent.clear(price);
    await userEvent.type(price, 'five');
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping & tax' }));
    expect(await screen.findByText('Enter an amount like 4.99.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
  });
});
