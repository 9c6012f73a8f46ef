import { describe, expect, it } from 'vitest';
import { parsePercent, percentText, toFormValues, toSettings, withVatPresets } from './shipping-and-tax-form';

describe('the shipping and tax form', () => {
  it('reads percentages exactly, to the hundredth', () => {
    expect(parsePercent('7.25')).toBe(725);
    expect(parsePercent('20')).toBe(2000);
    expect(parsePercent('0.1')).toBe(10);
    expect(parsePercent('8.875')).toBeNaN();
    expect(parsePercent('-5')).toBeNaN();
    expect(percentText(725)).toBe('7.25');
    expect(percentText(2000)).toBe('20');
  });

  it('turns the settings into text and back unchanged', () => {
    const settings = {
      zones: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'US',
          places: ['US', 'US-CA'],
          pricesIncludeTax: false,
          taxShipping: true,
          methods: [
            {
              id: '00000000-0000-4000-8000-000000000002',
              name: 'Standard',
              rateCents: 499,
              freeFromCents: 5000,
            },
            {
              id: '00000000-0000-4000-8000-000000000003',
              name: 'Express',
              rateCents: 1499,
              freeFromCents: null,
            },
          ],
        },
      ],
      taxRates: [
        {
          country: 'US',
          region: 'CA',
          name: 'CA sales tax',
          rateBasisPoints: 725,
          taxClass: 'standard' as const,
        },
      ],
    };
    const values = toFormValues(settings);
    expect(values.zones[0]?.places).toBe('US, US-CA');
    expect(values.zones[0]?.methods[0]).toMatchObject({ rate: '4.99', freeFrom: '50.00' });
    expect(toSettings(values)).toEqual(settings);
  });

  it('leaves what does not parse as NaN for the server to refuse', () => {
    const values = toFormValues({ zones: [], taxRates: [] });
    values.zones.push({
      name: 'World',
      places: 'us, *',
      pricesIncludeTax: false,
      taxShipping: false,
      methods: [{ name: 'Post', rate: 'five', freeFrom: '' }],
    });
    const settings = toSettings(values);
    expect(settings.zones[0]?.places).toEqual(['US', '*']);
    expect(settings.zones[0]?.methods[0]?.rateCents).toBeNaN();
  });

  it("adds the EU and UK VAT presets, keeping a rate the owner already has for a country's class", () => {
    const owners = { country: 'DE', region: '', name: 'MwSt.', rate: '19', taxClass: 'standard' as const };
    const rates = withVatPresets([owners]);
    expect(rates[0]).toBe(owners);
    expect(rates.filter((rate) => rate.country === 'DE')).toEqual([
      owners,
      { country: 'DE', region: '', name: 'VAT', rate: '7', taxClass: 'reduced' },
    ]);
    expect(rates.find((rate) => rate.country === 'FI' && rate.taxClass === 'standard')?.rate).toBe('25.5');
    expect(withVatPresets(rates)).toEqual(rates);
  });
});
