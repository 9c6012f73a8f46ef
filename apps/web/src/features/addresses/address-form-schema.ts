// An address as a form checks it before sending (the checkout's blocks, the address book's form): the
// shared schema the server applies, with the form's own "required" messages, and the state and postal
// code required where the country's addresses have them (decision 065). NOTE: imported by lazy pages
// only (zod runtime).
import '../../lib/zod-jitless';
import { z } from 'zod';
import { addressFieldsSchema, addressRulesOf } from '@eshop/shared';
import { copy } from '../../copy';

const labels = copy.checkout.fields;
/** A required field; its message is read when it shows, in the page's language. */
const filled = (label: () => string) =>
  z
    .string()
    .trim()
    .min(1, { error: () => copy.checkout.required(label()) });

/** The country's own name for its state or postal code ("Province", "Eircode"), in the page's language. */
export const addressLabel = (english: string): string =>
  (copy.checkout.addressLabels as Record<string, string>)[english] ?? english;

const fields = addressFieldsSchema.shape;
export const formAddressSchema = z
  .object({
    name: filled(() => labels.name).pipe(fields.name),
    line1: filled(() => labels.line1).pipe(fields.line1),
    line2: fields.line2,
    city: filled(() => labels.city).pipe(fields.city),
    state: fields.state,
    postal_code: fields.postal_code,
    country: filled(() => labels.country).pipe(fields.country),
    phone: fields.phone,
  })
  .superRefine((address, context) => {
    const rules = addressRulesOf(address.country);
    if (rules.usesState && address.state === '') {
      context.addIssue({
        code: 'custom',
        path: ['state'],
        message: copy.checkout.required(addressLabel(rules.stateLabel)),
      });
    }
    if (rules.usesPostalCode && address.postal_code === '') {
      context.addIssue({
        code: 'custom',
        path: ['postal_code'],
        message: copy.checkout.required(addressLabel(rules.postalCodeLabel)),
      });
    }
  });

/** An address form with nothing typed yet. */
export const EMPTY_ADDRESS_FIELDS = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
  phone: '',
};
