// Shop settings kept in the database (issue 22): whether the order confirmation e-mail carries the
// invoice as a PDF, and the contact details the contact page and the footer show.
import { z } from 'zod';

export const invoiceSettingsSchema = z
  .object({
    /** Attach the invoice PDF to every order confirmation e-mail. */
    attachPdfToConfirmation: z.boolean(),
  })
  .strict();
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** An optional one-line text: empty clears it (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

export const shopContactSchema = z
  .object({
    /** Where shoppers write; contact-form messages go here too. */
    email: z
      .union([z.literal(''), z.email({ error: 'Enter an e-mail address like shop@example.com.' }).max(254)])
      .transform((value) => value || null)
      .nullable(),
    phone: optionalText(40),
    address: optionalText(300),
  })
  .strict();
/** The details as saved and read back (no transforms: answers are encoded by the schema). */
export const shopContactResponseSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type ShopContact = z.infer<typeof shopContactResponseSchema>;
export type ShopContactInput = z.input<typeof shopContactSchema>;

/**
 * Who sells, as invoices and credit notes name them (decision 066): the legal name (empty: the
 * shop's name), the postal address (lines; empty: the contact address), the country (ISO code; the
 * VAT slice reads it) and the VAT number (empty for a seller without one).
 */
export const sellerDetailsSchema = z
  .object({
    legalName: z.string().trim().max(200),
    address: z
      .string()
      .trim()
      .max(500)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, {
        error: 'Use letters, digits and line breaks only.',
      }),
    country: z
      .string()
      .trim()
      .regex(/^([A-Z]{2})?$/, { error: 'Select a country.' }),
    vatNumber: z
      .string()
      .trim()
      .max(30)
      .regex(/^[A-Za-z0-9 .-]*$/, { error: 'Enter the VAT number as it is written, like DE123456789.' }),
  })
  .strict();
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;
