// Accounts: what the web app's forms check before sending, and what the server says about the
// signed-in shopper. The server enforces the same limits (Better Auth, apps/server/src/modules/auth).
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './checkout.js';
import { currencyFormatSchema, currencySchema, shopLookSchema } from './shop-settings.js';
import { textOverridesByLanguageSchema } from './text-overrides.js';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** RFC 5321's limit for an address; anything longer cannot receive mail. */
export const MAX_EMAIL_LENGTH = 254;
/** A name is shown in the header: short, one line. */
export const MAX_NAME_LENGTH = 100;

export const PASSWORD_RULE_MESSAGES = {
  blank: 'Password cannot be only spaces.',
  email: 'Password cannot be your e-mail address.',
  breached: 'This password is too common: it appears in lists of leaked passwords. Choose another.',
} as const;

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

/**
 * What the server says when a step of two-factor sign-in fails (issue 38), in English; pages in
 * another language show their own words for them (storefront texts' messages).
 */
export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'That code is not right. Check the app and type the code it shows now.',
  invalidRecoveryCode: 'That recovery code is not right, or it was already used.',
  stepExpired: 'The sign-in took too long. Please log in again.',
  tooManyCodes: 'Too many wrong codes. Please log in again.',
  accountLocked: 'Too many wrong codes for this account. Please try again in 15 minutes.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Turn on two-factor sign-in first.',
  wrongPassword: 'That is not your password.',
  turnOnFirst: 'The shop owner asks staff to use two-factor sign-in. Turn it on in your account first.',
  useCode: 'This account uses two-factor sign-in: log in with your e-mail, your password and a code.',
} as const;

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
