// Bringing shoppers back (issue 37, decision 070): one reminder e-mail for a checkout left without
// paying (off until the owner turns it on), consent to news and offers, and the unsubscribe link
// every such e-mail carries.
import { z } from 'zod';

/** Admin > Settings > Checkout reminders. */
export const checkoutReminderSettingsSchema = z
  .object({
    /** Send one reminder for a checkout left with items. Off by default. */
    enabled: z.boolean(),
    /** How long after the checkout was left (1 hour to 7 days). */
    delayHours: z.number().int().min(1).max(168),
    /**
     * Send it only to shoppers who ticked "Remind me..." at checkout (where the law requires consent
     * for such e-mails, as in much of the EU); off: to every shopper who gave an e-mail.
     */
    askConsent: z.boolean(),
  })
  .strict();
export type CheckoutReminderSettings = z.infer<typeof checkoutReminderSettingsSchema>;

export const DEFAULT_CHECKOUT_REMINDER_SETTINGS: CheckoutReminderSettings = {
  enabled: false,
  delayHours: 24,
  askConsent: true,
};

/** A link's proof that the address is the one it was sent to (an HMAC the shop signs). */
export const unsubscribeBodySchema = z
  .object({ email: z.string().trim().min(3).max(254), token: z.string().min(10).max(100) })
  .strict();
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;
export const unsubscribeResponseSchema = z.object({ email: z.string() });

/** A left checkout's lines, as the reminder's link restores them to the cart (today's prices). */
export const restoredCartSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      variantId: z.uuid().optional(),
      variantTitle: z.string().optional(),
      sku: z.string().optional(),
      name: z.string(),
      priceCents: z.number().int(),
      imageURL: z.string(),
      cartQuantity: z.number().int(),
    }),
  ),
});
export type RestoredCart = z.infer<typeof restoredCartSchema>;
export const restoreCartQuerySchema = z.object({ token: z.string().min(10).max(100) }).strict();
