// What the checkout details form checks before sending: its address blocks (features/addresses), the
// billing block only when it differs, and the VAT ID. NOTE: imported by the lazy checkout pages only
// (zod runtime).
import '../../lib/zod-jitless';
import { z } from 'zod';
import { addressSchema, type Address } from '@eshop/shared';
import { formAddressSchema } from '../addresses';
import type { AddressDraft } from './checkout-slice';

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
