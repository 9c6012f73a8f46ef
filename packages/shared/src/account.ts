// The shopper's own account (issue 38): what the account page shows and changes beside Better Auth's
// own endpoints (name, e-mail, password): news consent, the devices signed in, and the address book.
import { z } from 'zod';
import { addressFieldsSchema, addressSchema } from './checkout.js';
import { orderSchema } from './orders.js';

/** GET /api/account: the account as its owner sees it. */
export const accountSchema = z.object({
  email: z.string(),
  name: z.string(),
  isEmailVerified: z.boolean(),
  /** False for an account made through Google with no password of its own. */
  hasPassword: z.boolean(),
  /** Signing in asks for a code from an authenticator app too (issue 38). */
  isTwoFactorEnabled: z.boolean(),
  /** "Send me news and offers by e-mail", as agreed (decision 070). */
  newsletterConsent: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Account = z.infer<typeof accountSchema>;

export const newsletterConsentBodySchema = z.object({ consent: z.boolean() }).strict();
export type NewsletterConsentBody = z.infer<typeof newsletterConsentBodySchema>;

/** A browser or app signed in to the account. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** The browser's own description of itself (User-Agent), when it gave one. */
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When it last renewed its sign-in (at most once a day while in use). */
  lastActiveAt: z.iso.datetime({ offset: true }),
  /** The one asking. */
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;
/** Better Auth's session ids: letters, digits, '-' and '_'. */
export const accountSessionParamsSchema = z.object({
  id: z.string().regex(/^[\w-]{1,100}$/, 'Not a session of this shop.'),
});
export const endedSessionsResponseSchema = z.object({ ended: z.number().int() });

/** How many addresses an address book keeps. */
export const MAX_SAVED_ADDRESSES = 20;

/** An address to keep (POST /api/account/addresses) or its new version (PUT). */
export const savedAddressInputSchema = z
  .object({
    address: addressSchema,
    isDefaultShipping: z.boolean().default(false),
    isDefaultBilling: z.boolean().default(false),
  })
  .strict();
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;

export const savedAddressSchema = z.object({
  id: z.uuid(),
  address: addressFieldsSchema,
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const addressBookSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type AddressBook = z.infer<typeof addressBookSchema>;
export const savedAddressParamsSchema = z.object({ id: z.uuid() });

/**
 * POST /api/account/delete: the account's password, or for an account without one (Google), its
 * e-mail address typed again: a session left open on a shared computer must not be enough.
 */
export const deleteAccountBodySchema = z
  .object({
    password: z.string().max(128).optional(),
    email: z.string().trim().max(254).optional(),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export const deletedAccountResponseSchema = z.object({ deleted: z.literal(true) });

/** GET /api/account/export: everything the shop keeps about the shopper, as JSON. */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  account: accountSchema,
  addresses: z.array(savedAddressSchema),
  orders: z.array(orderSchema),
  reviews: z.array(
    z.object({
      productId: z.uuid(),
      productName: z.string(),
      rate: z.number().int(),
      review: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
      editedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  sessions: z.array(accountSessionSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
