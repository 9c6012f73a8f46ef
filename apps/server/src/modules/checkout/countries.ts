import { countryShortCodes } from 'country-region-data';
import type { Address } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';

const KNOWN_COUNTRIES = new Set<string>(countryShortCodes);

/** The country must be one of the dropdown's two-letter codes (spec 3, Country reference data). */
export function assertKnownCountry(address: Address, field: 'shipping' | 'billing'): void {
  if (!KNOWN_COUNTRIES.has(address.country)) {
    throw new AppError('VALIDATION_ERROR', `Invalid value for ${field}.country.`, [
      { path: `${field}.country`, message: 'Select a country.' },
    ]);
  }
}
