// Accounts: what the web app's forms check before sending, and what the server says about the
// signed-in shopper. The server enforces the same limits (Better Auth, apps/server/src/modules/auth).
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './checkout.js';
import { currencyFormatSchema, currencySchema, shopLookSchema } from './shop-settings.js';
import { textOverridesByLanguageSchema } from './text-overrides.js';

import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RULE_MESSAGES,
} from './messages.js';

export {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_RULE_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from './messages.js';

export const emailSchema = z
  .email({ error: 'Enter a valid e-mail address.' })
  .max(MAX_EMAIL_LENGTH, { error: `E-mail must be at most ${MAX_EMAIL_LENGTH} characters.` });
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.` })
  .refine((password) => password.trim().length > 0, { error: PASSWORD_RULE_MESSAGES.blank });

/** The rules a browser can check without the leaked-password list (the server checks that too). */
export function isPasswordTheEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The name to greet: the display name, or the e-mail before @ with a capital first letter. */
  displayName: z.string(),
  /** May enter the admin: the owner, or a staff member. */
  isAdmin: z.boolean(),
  /** The shop's owner (ADMIN_EMAIL), who may do everything, staff and settings included. */
  isOwner: z.boolean(),
  /** What a staff member may do (issue 38); the owner has every permission. */
  permissions: z.array(z.string()),
  /** False until the link in the welcome e-mail is followed (guest orders join the account then). */
  isEmailVerified: z.boolean(),
  /** Signs in with a code from an authenticator app as well as the password (issue 38). */
  isTwoFactorEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  /**
   * A staff member the owner requires to use two-factor sign-in, who has not turned it on yet: the
   * admin refuses them until they do (their account page is where).
   */
  mustTurnOnTwoFactor: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const shopConfigSchema = z.object({
  /** The owner's name for the shop (Admin > Settings), else SHOP_NAME. */
  shopName: z.string(),
  isGoogleSignInEnabled: z.boolean(),
  /** 'test': the built-in test-mode card provider; 'stripe': real payments. */
  payments: z.enum(PAYMENT_PROVIDERS),
  /** The address shoppers use (PUBLIC_URL): where Stripe sends a shopper back after 3-D Secure. */
  publicUrl: z.string(),
  /** Stripe's publishable key (public by design) when payments are 'stripe'. */
  stripePublishableKey: z.string().nullable(),
  /**
   * The shop's contact details for the contact page: SHOP_EMAIL, SHOP_PHONE, SHOP_ADDRESS as set
   * (never the admin's sign-in address, which only receives the messages when SHOP_EMAIL is unset).
   */
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** The logo and colours of the storefront's header and buttons. */
  branding: shopLookSchema,
  /** The currency the shop charges in (ISO 4217), and how its prices look. */
  currency: currencySchema,
  currencyFormat: currencyFormatSchema,
  /**
   * The newest live-update event when this answer was made: the page's event stream, opened a moment
   * after the page loads, starts after it, so a change made in that moment is still heard.
   */
  lastEventId: z.number().int(),
  /**
   * The owner's wording of storefront texts (Admin > Texts, decision 069), by language and text key;
   * a text not named reads the shop's default. Absent from shops before texts could be changed.
   */
  texts: textOverridesByLanguageSchema.optional(),
  /** Checkout asks "Remind me by e-mail if I leave without paying?" (the owner's reminders need consent). */
  asksReminderConsent: z.boolean().optional(),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

/** Spec (Active user): the display name, else the part of the e-mail before @, first letter capitalised. */
export function displayNameOf(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const local = email.split('@')[0] ?? email;
  return local.charAt(0).toUpperCase() + local.slice(1);
}
