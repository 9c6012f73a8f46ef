// What the checkout details form checks before sending: the shared address schema the server applies,
// with the form's own "required" messages, the state and postal code required where the country's
// addresses have them (decision 065). NOTE: imported by the lazy checkout pages only (zod runtime).
import '../../lib/zod-jitless';
import { z } from 'zod';
import { addressFieldsSchema, addressRulesOf, addressSchema, type Address } from '@eshop/shared';
import { copy } from '../../copy';
import type { AddressDraft } from './checkout-slice';

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

export type CheckoutFormValues = {
  shipping: AddressDraft;
  billing: AddressDraft;
  isBillingSameAsShipping: boolean;
  /** A business buyer's VAT ID, optional; the server checks it (decision 067). */
  vatId: string;
};

/** Both blocks; with "same as shipping" the billing block is hidden, so it is not checked. */
export const checkoutFormSchema = z
  .object({
    shipping: formAddressSchema,
    billing: z.record(z.string(), z.string()),
    isBillingSameAsShipping: z.boolean(),
    vatId: z.string().trim().max(20),
  })
  .superRefine((values, ctx) => {
    if (values.isBillingSameAsShipping) return;
    const billing = formAddressSchema.safeParse(values.billing);
    for (const issue of billing.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['billing', ...issue.path] });
    }
  });

/** An address draft that passes the server's schema, or null. */
export const toAddress = (draft: unknown): Address | null => {
  const parsed = addressSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
};
