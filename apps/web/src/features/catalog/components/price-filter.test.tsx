// The typed price limits read as the page's language writes numbers: 12.50 in English, 12,50 (and
// 1.299 for a thousand two hundred and ninety-nine) in German.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageLanguage } from '../../../copy';
import { PriceFilter } from './price-filter';

const range = { minPriceCents: 500, maxPriceCents: 250_000 };

const renderFilter = (onLimitsChange = vi.fn()) => {
  render(
    <PriceFilter
      minCents={null}
      valueCents={250_000}
      chosenMaxCents={null}
      range={range}
      onChange={vi.fn()}
      onLimitsChange={onLimitsChange}
    />,
  );
  return onLimitsChange;
};

describe('PriceFilter', () => {
  afterEach(async () => {
    await loadPageLanguage('en');
  });

  it('reads 12.50 and 1299 on an English page', async () => {
    const onLimitsChange = renderFilter();
    await userEvent.type(screen.getByLabelText('Min'), '12.50');
    await userEvent.type(screen.getByLabelText('Max'), '1,299');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onLimitsChange).toHaveBeenCalledWith({ minPriceCents: 1250, maxPriceCents: 129_900 });
  });

  it('reads 12,50 and 1.299 on a German page', async () => {
    await loadPageLanguage('de');
    const onLimitsChange = renderFilter();
    await userEvent.type(screen.getByLabelText('Min.'), '12,50');
    await userEvent.type(screen.getByLabelText('Max.'), '1.299');
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(onLimitsChange).toHaveBeenCalledWith({ minPriceCents: 1250, maxPriceCents: 129_900 });
  });
});
