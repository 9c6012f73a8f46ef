// Invoices (issue 22): the owner's one choice about them, whether the order confirmation e-mail
// carries the invoice as a PDF.
import { z } from 'zod';

export const invoiceSettingsSchema = z
  .object({
    /** Attach the invoice PDF to every order confirmation e-mail. */
    attachPdfToConfirmation: z.boolean(),
  })
  .strict();
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;
