// Addresses per country (issue 36 slice 4, decision 065): which fields a country's addresses use and
// how they print, from Google's address data (libaddressinput) as the localized-address-format package
// carries it (a few KB, so the checkout form has it too): a state only where the country's format has
// one (the US, Canada, Italy's province, Japan's prefecture...), a postal code only where it has one
// (Hong Kong has none). The labels are the spec's ("State", "Postal code") except where a country
// names them otherwise (libaddressinput's names for them).
import { formatAddress } from 'localized-address-format';
import type { Address } from './checkout.js';

export type AddressRules = {
  /** The country's addresses have a state, province or region: it is asked for and required. */
  usesState: boolean;
  /** The country's addresses have a postal code: asked for and required (the server checks its format). */
  usesPostalCode: boolean;
  stateLabel: string;
  postalCodeLabel: string;
};

const STATE_LABELS: Record<string, string> = {
  AE: 'Emirate',
  AR: 'Province',
  CA: 'Province',
  CN: 'Province',
  EG: 'Governorate',
  ES: 'Province',
  HK: 'Area',
  ID: 'Province',
  IE: 'County',
  IT: 'Province',
  JP: 'Prefecture',
  KR: 'Province',
  TH: 'Province',
  TR: 'Province',
};
const POSTAL_CODE_LABELS: Record<string, string> = { IE: 'Eircode', IN: 'PIN code' };

// Markers no real address holds: where they appear in a formatted address, the country uses the field.
const STATE_MARK = 'STATE\u2063MARK';
const POSTAL_MARK = 'POSTAL\u2063MARK';
const known = new Map<string, AddressRules>();

export function addressRulesOf(country: string): AddressRules {
  const kept = known.get(country);
  if (kept) return kept;
  const printed = formatAddress(
    { postalCountry: country, administrativeArea: STATE_MARK, postalCode: POSTAL_MARK, locality: 'City' },
    'latin',
  ).join('\n');
  const rules: AddressRules = {
    usesState: printed.includes(STATE_MARK),
    usesPostalCode: printed.includes(POSTAL_MARK),
    stateLabel: STATE_LABELS[country] ?? 'State',
    postalCodeLabel: POSTAL_CODE_LABELS[country] ?? 'Postal code',
  };
  known.set(country, rules);
  return rules;
}

/**
 * The address's lines as the country writes them (Germany: "10115 Berlin"; the US: "Arlington, VA
 * 22202"), then the country's name and the phone. The name of the country is the caller's (its
 * language).
 */
export function addressLines(address: Address, countryName: string): string[] {
  const lines = formatAddress(
    {
      postalCountry: address.country,
      name: address.name,
      addressLines: [address.line1, address.line2].filter(Boolean),
      locality: address.city,
      administrativeArea: address.state,
      postalCode: address.postal_code,
    },
    'latin',
  );
  return [...lines, countryName, address.phone].filter((line) => line.trim() !== '');
}
