// The shipping and tax settings as the admin's form holds them (amounts and rates as typed text), and
// the exact conversions both ways: dollars to cents and percent to basis points read from the text,
// so no float rounding is involved ("7.25" is 725, never 724).
import {
  priceText,
  parsePrice,
  vatPresetRates,
  type RatedTaxClass,
  type ShippingAndTaxSettings,
  type ShippingAndTaxSettingsInput,
} from '@eshop/shared';

export type MethodValues = { id?: string | undefined; name: string; rate: string; freeFrom: string };
export type ZoneValues = {
  id?: string | undefined;
  name: string;
  places: string;
  pricesIncludeTax: boolean;
  taxShipping: boolean;
  methods: MethodValues[];
};
export type TaxRateValues = {
  country: string;
  region: string;
  name: string;
  rate: string;
  taxClass: RatedTaxClass;
};
export type ShippingAndTaxValues = { zones: ZoneValues[]; taxRates: TaxRateValues[] };

/** '7.25' -> 725, '20' -> 2000; NaN for anything but a number with at most two decimals. */
export function parsePercent(text: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 725 -> '7.25', 2000 -> '20'. */
export const percentText = (basisPoints: number): string =>
  (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');

export const toFormValues = (settings: ShippingAndTaxSettings): ShippingAndTaxValues => ({
  zones: settings.zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    places: zone.places.join(', '),
    pricesIncludeTax: zone.pricesIncludeTax,
    taxShipping: zone.taxShipping,
    methods: zone.methods.map((method) => ({
      id: method.id,
      name: method.name,
      rate: priceText(method.rateCents),
      freeFrom: method.freeFromCents === null ? '' : priceText(method.freeFromCents),
    })),
  })),
  taxRates: settings.taxRates.map((rate) => ({
    country: rate.country,
    region: rate.region,
    name: rate.name,
    rate: percentText(rate.rateBasisPoints),
    taxClass: rate.taxClass,
  })),
});

/**
 * The EU and UK VAT presets added to the rates the form holds: a country and class already there
 * keeps the owner's rate; the others are added, standard and reduced per country.
 */
export function withVatPresets(rates: readonly TaxRateValues[]): TaxRateValues[] {
  const held = new Set(rates.map((rate) => `${rate.country}|${rate.region}|${rate.taxClass}`));
  const added = vatPresetRates()
    .filter((preset) => !held.has(`${preset.country}||${preset.taxClass}`))
    .map((preset) => ({
      country: preset.country,
      region: '',
      name: preset.name,
      rate: percentText(preset.rateBasisPoints),
      taxClass: preset.taxClass,
    }));
  return [...rates, ...added];
}

/** The document the server takes; amounts that do not parse stay NaN and fail its validation. */
export const toSettings = (values: ShippingAndTaxValues): ShippingAndTaxSettingsInput => ({
  zones: values.zones.map((zone) => ({
    ...(zone.id ? { id: zone.id } : {}),
    name: zone.name,
    pricesIncludeTax: zone.pricesIncludeTax,
    taxShipping: zone.taxShipping,
    places: zone.places
      .split(',')
      .map((place) => place.trim())
      .filter(Boolean)
      .map((place) => (place === '*' ? place : `${place.slice(0, 2).toUpperCase()}${place.slice(2)}`)),
    methods: zone.methods.map((method) => ({
      ...(method.id ? { id: method.id } : {}),
      name: method.name,
      rateCents: parsePrice(method.rate),
      freeFromCents: method.freeFrom.trim() === '' ? null : parsePrice(method.freeFrom),
    })),
  })),
  taxRates: values.taxRates.map((rate) => ({
    country: rate.country,
    region: rate.region.trim(),
    name: rate.name,
    rateBasisPoints: parsePercent(rate.rate),
    taxClass: rate.taxClass,
  })),
});
