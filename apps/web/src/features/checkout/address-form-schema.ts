// What the checkout details form checks before sending: the shared address schema the server applies,
// with the form's own "required" messages. NOTE: imported by the lazy checkout pages only (zod runtime).
import '../../lib/zod-jitless';
import { z } from 'zod';
import { addressSchema, type Address } from '@eshop/shared';
import { en } from '../../copy/en';
import type { AddressDraft } from './checkout-slice';

const labels = en.checkout.fields;
const filled = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: en.checkout.required(label) });

export const formAddressSchema = z.object({
  name: filled(labels.name).pipe(addressSchema.shape.name),
  line1: filled(labels.line1).pipe(addressSchema.shape.line1),
  line2: addressSchema.shape.line2,
  city: filled(labels.city).pipe(addressSchema.shape.city),
  state: filled(labels.state).pipe(addressSchema.shape.state),
  postal_code: filled(labels.postal_code).pipe(addressSchema.shape.postal_code),
  country: filled(labels.country).pipe(addressSchema.shape.country),
  phone: filled(labels.phone).pipe(addressSchema.shape.phone),
});

export type CheckoutFormValues = {
  shipping: AddressDraft;
  billing: AddressDraft;
  isBillingSameAsShipping: boolean;
};

/** Both blocks; with "same as shipping" the billing block is hidden, so it is not checked. */
export const checkoutFormSchema = z
  .object({
    shipping: formAddressSchema,
    billing: z.record(z.string(), z.string()),
    isBillingSameAsShipping: z.boolean(),
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
