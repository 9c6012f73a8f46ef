// The shop's currency: nothing to change until another currency is chosen; the confirmation says what
// happens to prices (with an example moved to the new currency) before anything is sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { ShopCurrencySettings } from './shop-currency-settings';

vi.mock('../../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

describe('ShopCurrencySettings', () => {
  it('asks before charging in yen, showing $19.99 becoming ¥20, then sends the change', async () => {
    const api = createFakeApi();
    api.on('PUT /api/admin/settings/currency', (body) => ({ body }));
    renderWithApp(<ShopCurrencySettings setting={{ currency: 'USD' }} />);
    const change = screen.getByRole('button', { name: 'Change currency' });
    expect(change).toBeDisabled();
    expect(screen.getByLabelText('Shop currency')).toHaveDisplayValue('USD (US Dollar)');

    await userEvent.selectOptions(screen.getByLabelText('Shop currency'), 'JPY');
    expect(change).toBeEnabled();
    await userEvent.click(change);
    const dialog = screen.getByRole('dialog', { name: 'Charge in JPY?' });
    expect(dialog).toHaveTextContent('$19.99 becomes ¥20');
    expect(dialog).toHaveTextContent('Orders already placed stay in USD.');
    expect(api.sentTo('PUT /api/admin/settings/currency')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(api.sentTo('PUT /api/admin/settings/currency')).toHaveLength(1));
    expect(api.sentTo('PUT /api/admin/settings/currency')[0]?.body).toEqual({ currency: 'JPY' });
  });

  it('shows three decimals for dinars, and sends nothing when the owner keeps the currency', async () => {
    const api = createFakeApi();
    renderWithApp(<ShopCurrencySettings setting={{ currency: 'EUR' }} />);
    await userEvent.selectOptions(screen.getByLabelText('Shop currency'), 'KWD');
    await userEvent.click(screen.getByRole('button', { name: 'Change currency' }));
    expect(screen.getByRole('dialog', { name: 'Charge in KWD?' })).toHaveTextContent(
      '€19.99 becomes KWD 19.990',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep the currency' }));
    expect(api.sentTo('PUT /api/admin/settings/currency')).toHaveLength(0);
  });
});
