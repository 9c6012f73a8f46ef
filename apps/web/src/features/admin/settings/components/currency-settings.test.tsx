// How prices look: the preview follows every choice before it is saved, the format is sent as chosen,
// and the same separator for thousands and decimals is refused before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CURRENCY_FORMAT } from '@eshop/shared';
import { createFakeApi } from '../../../../test/fake-api';
import { renderWithApp } from '../../../../test/render';
import { CurrencySettings } from './currency-settings';

vi.mock('../../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

describe('CurrencySettings', () => {
  it('previews and saves "1.234,56 €"', async () => {
    const api = createFakeApi();
    api.on('PUT /api/admin/settings/currency-format', (body) => ({ body }));
    renderWithApp(<CurrencySettings format={DEFAULT_CURRENCY_FORMAT} />);
    const preview = screen.getByRole('group', { name: 'Preview' });
    expect(within(preview).getByText('$1,234.56')).toBeInTheDocument();

    const symbol = screen.getByLabelText('Currency symbol');
    await userEvent.clear(symbol);
    await userEvent.type(symbol, ' €');
    await userEvent.selectOptions(screen.getByLabelText('Symbol goes'), 'after');
    await userEvent.selectOptions(screen.getByLabelText('Thousands separator'), 'dot');
    await userEvent.selectOptions(screen.getByLabelText('Decimal separator'), 'comma');
    // No-break spaces (a price never wraps), which Testing Library reads as spaces.
    expect(within(preview).getByText('1.234,56 €')).toBeInTheDocument();
    expect(within(preview).getByText('1.000.000,00 €')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save price format' }));

    await waitFor(() => expect(api.sentTo('PUT /api/admin/settings/currency-format')).toHaveLength(1));
    expect(api.sentTo('PUT /api/admin/settings/currency-format')[0]?.body).toEqual({
      symbol: ' €',
      symbolPosition: 'after',
      thousandsSeparator: 'dot',
      decimalSeparator: 'comma',
    });
  });

  it('refuses one separator for both, without sending', async () => {
    const api = createFakeApi();
    renderWithApp(<CurrencySettings format={DEFAULT_CURRENCY_FORMAT} />);
    await userEvent.selectOptions(screen.getByLabelText('Decimal separator'), 'comma');
    expect(
      screen.getByText('The thousands separator must differ from the decimal separator.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save price format' }));
    expect(api.sentTo('PUT /api/admin/settings/currency-format')).toHaveLength(0);
  });
});
