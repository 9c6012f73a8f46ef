import { countryShortCodes } from 'country-region-data';
import { validate as validatePostalCode } from 'postal-codes-js';
import { addressRulesOf, type Address } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';

const KNOWN_COUNTRIES = new Set<string>(countryShortCodes);
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** The country must be one of the dropdown's two-letter codes (spec 3, Country reference data). */
export function assertKnownCountry(address: Pick<Address, 'country'>, field: 'shipping' | 'billing'): void {
  if (!KNOWN_COUNTRIES.has(address.country)) {
    throw new AppError('VALIDATION_ERROR', `Invalid value for ${field}.country.`, [
      { path: `${field}.country`, message: 'Select a country.' },
    ]);
  }
}

/**
 * A whole address a payment is for (decision 065): a known country, and a postal code in its country's
 * format where the country has them (the postal-codes-js data set; spaces and dashes are allowed).
 */
export function assertUsableAddress(address: Address, field: 'shipping' | 'billing'): void {
  assertKnownCountry(address, field);
  const rules = addressRulesOf(address.country);
  if (!rules.usesPostalCode || address.postal_code === '') return;
  if (validatePostalCode(address.country, address.postal_code) !== true) {
    const country = REGION_NAMES.of(address.country) ?? address.country;
    // "postal code" mid-sentence; a name of its own (Eircode, PIN code) as it is.
    const label = rules.postalCodeLabel === 'Postal code' ? 'postal code' : rules.postalCodeLabel;
    const message = `Enter the ${label} as ${country} writes it.`;
    throw new AppError('VALIDATION_ERROR', `Invalid value for ${field}.postal_code.`, [
      { path: `${field}.postal_code`, message },
    ]);
  }
}

/** A country code the owner typed (a shipping zone, a tax rate) must be a real one. */
export function assertKnownCountryCode(code: string, path: string): void {
  if (!KNOWN_COUNTRIES.has(code)) {
    throw new AppError('VALIDATION_ERROR', `Unknown country code ${code}.`, [
      { path, message: 'Select a country.' },
    ]);
  }
}
