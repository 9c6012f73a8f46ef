// The EU and UK VAT presets: every member state and the UK once, and each standard rate what the
// maintained `sales-tax` data set says today (an update of it that moves a rate fails here until the
// table, and its reduced rate, is reviewed).
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { VAT_PRESETS, vatPresetRates } from './vat-presets.js';

const require = createRequire(import.meta.url);
const salesTax = require('sales-tax/res/sales_tax_rates.json') as Record<string, { rate: number }>;
const EU_AND_UK = 'AT BE BG CY CZ DE DK EE ES FI FR GB GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK';

describe('VAT presets', () => {
  it('names every EU country and the UK once', () => {
    expect(VAT_PRESETS.map((preset) => preset.country).join(' ')).toBe(EU_AND_UK);
  });

  it("has each country's standard rate as sales-tax has it", () => {
    for (const { country, standard } of VAT_PRESETS) {
      expect([country, standard]).toEqual([country, Math.round((salesTax[country]?.rate ?? -1) * 10_000)]);
    }
  });

  it('gives a reduced rate below the standard one, and rows the settings take', () => {
    for (const { standard, reduced } of VAT_PRESETS) {
      if (reduced !== null) expect(reduced).toBeLessThan(standard);
    }
    const rows = vatPresetRates();
    expect(rows).toContainEqual({
      country: 'DE',
      region: '',
      name: 'VAT',
      rateBasisPoints: 700,
      taxClass: 'reduced',
    });
    expect(rows.filter((row) => row.country === 'DK')).toHaveLength(1);
  });
});
