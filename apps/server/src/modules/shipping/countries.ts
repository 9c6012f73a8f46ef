import { countryShortCodes } from 'country-region-data';
import type { Address } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';

const KNOWN_COUNTRIES = new Set<string>(countryShortCodes);

/** The country must be one of the dropdown's two-letter codes (spec 3, Country reference data). */
export function assertKnownCountry(address: Pick<Address, 'country'>, field: 'shipping' | 'billing'): void {
  if (!KNOWN_COUNTRIES.has(address.country)) {
    throw new AppError('VALIDATION_ERROR', `Invalid value for ${field}.country.`, [
      { path: `${field}.country`, message: 'Select a country.' },
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
