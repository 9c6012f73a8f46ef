// A business buyer's VAT ID at checkout (decision 067): its format and check digits per country
// (jsvat-next, offline; whether the tax office knows the number is a VIES question for later), its
// country the one the goods go to, and whether the sale is reverse-charged: an EU seller selling to
// a business in another EU country charges no VAT, the buyer accounts for it.
import { checkVAT, countries } from 'jsvat-next';
import { EU_MEMBER_STATES } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';

export type VatStatus = {
  /** The VAT ID as the tax offices write it (spaces, dots and dashes out); null when none was given. */
  vatId: string | null;
  reverseCharge: boolean;
};

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (country: string) => REGION_NAMES.of(country) ?? country;

const refuse = (message: string): never => {
  throw new AppError('VALIDATION_ERROR', message, [{ path: 'vatId', message }]);
};

export function vatStatusOf(
  given: string | undefined,
  buyerCountry: string,
  sellerCountry: string,
): VatStatus {
  const vatId = (given ?? '').replace(/[\s.-]/g, '').toUpperCase();
  if (vatId === '') return { vatId: null, reverseCharge: false };
  const checked = checkVAT(vatId, countries);
  if (!checked.isValid || !checked.country) {
    return refuse('This is not a valid VAT ID: check its country letters and digits (like DE123456789).');
  }
  if (checked.country.isoCode.short !== buyerCountry) {
    return refuse(
      `This VAT ID is from ${nameOf(checked.country.isoCode.short)}; give the one of ${nameOf(buyerCountry)}, where the order goes.`,
    );
  }
  const reverseCharge =
    EU_MEMBER_STATES.has(buyerCountry) &&
    EU_MEMBER_STATES.has(sellerCountry) &&
    buyerCountry !== sellerCountry;
  return { vatId: checked.value ?? vatId, reverseCharge };
}
