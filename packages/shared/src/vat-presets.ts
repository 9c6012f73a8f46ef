// VAT rates of every EU country and the UK, for the owner's "Add EU and UK VAT rates" (decision 064).
// Standard rates agree with the `sales-tax` package's (a maintained data set; a test compares them,
// so an update of it that moves a rate fails until this table is reviewed). Reduced rates: no
// maintained npm data set carries them (vatrates 2.0.3 still had Finland at 24 %); they follow the
// European Commission's TEDB as of 2026-04-28, and the one preset per country is its lowest reduced
// rate of 5 % or more (not a super-reduced, regional or parking rate). Products taxed at another
// reduced rate (food in Italy at 10 %, say) need that rate set by hand: the form says so.

/** A country's rates in basis points (1900 = 19 %); reduced null where the country has none. */
export type VatPreset = { country: string; standard: number; reduced: number | null };

export const VAT_PRESETS_AS_OF = '2026-04-28';

export const VAT_PRESETS: readonly VatPreset[] = [
  { country: 'AT', standard: 2000, reduced: 1000 },
  { country: 'BE', standard: 2100, reduced: 600 },
  { country: 'BG', standard: 2000, reduced: 900 },
  { country: 'CY', standard: 1900, reduced: 500 },
  { country: 'CZ', standard: 2100, reduced: 1200 },
  { country: 'DE', standard: 1900, reduced: 700 },
  { country: 'DK', standard: 2500, reduced: null },
  { country: 'EE', standard: 2400, reduced: 900 },
  { country: 'ES', standard: 2100, reduced: 1000 },
  { country: 'FI', standard: 2550, reduced: 1000 },
  { country: 'FR', standard: 2000, reduced: 550 },
  { country: 'GB', standard: 2000, reduced: 500 },
  { country: 'GR', standard: 2400, reduced: 600 },
  { country: 'HR', standard: 2500, reduced: 500 },
  { country: 'HU', standard: 2700, reduced: 500 },
  { country: 'IE', standard: 2300, reduced: 900 },
  { country: 'IT', standard: 2200, reduced: 500 },
  { country: 'LT', standard: 2100, reduced: 500 },
  { country: 'LU', standard: 1700, reduced: 800 },
  { country: 'LV', standard: 2100, reduced: 500 },
  { country: 'MT', standard: 1800, reduced: 500 },
  { country: 'NL', standard: 2100, reduced: 900 },
  { country: 'PL', standard: 2300, reduced: 500 },
  { country: 'PT', standard: 2300, reduced: 600 },
  { country: 'RO', standard: 2100, reduced: 1100 },
  { country: 'SE', standard: 2500, reduced: 600 },
  { country: 'SI', standard: 2200, reduced: 500 },
  { country: 'SK', standard: 2300, reduced: 500 },
];

/** The EU's member states (the presets without the UK): an intra-EU business sale is reverse-charged. */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set(
  VAT_PRESETS.map((preset) => preset.country).filter((country) => country !== 'GB'),
);

/** The preset as tax rate rows (standard and reduced per country), named 'VAT' on receipts. */
export const vatPresetRates = () =>
  VAT_PRESETS.flatMap(({ country, standard, reduced }) => [
    { country, region: '', name: 'VAT', rateBasisPoints: standard, taxClass: 'standard' as const },
    ...(reduced === null
      ? []
      : [{ country, region: '', name: 'VAT', rateBasisPoints: reduced, taxClass: 'reduced' as const }]),
  ]);
