// The shop's own settings (issue 22, decision 031): its name, logo and colours (the storefront's header
// and buttons, and the e-mails), the sender of its e-mails, and how prices look. Checked here for the
// admin's forms and the server alike. The colours' text is worked out in shop-colours.ts.
import { z } from 'zod';
import { SHOP_CURRENCIES, type CurrencyCode } from './currencies.js';
import { DECIMAL_SEPARATORS, THOUSANDS_SEPARATORS } from './money.js';
import { accentProblem, HEX_COLOR, MAX_SHOP_NAME_LENGTH } from './shop-colours.js';

const hexColorSchema = z
  .string()
  .trim()
  .regex(HEX_COLOR, { error: 'Enter a colour as # and six hex digits, like #1d4ed8.' })
  .transform((value) => value.toLowerCase());

/** An image uploaded through the admin's upload (its URL, and its size for a box that does not shift). */
export const shopLogoSchema = z
  .object({
    url: z
      .string()
      .max(300)
      .regex(/^\/uploads\/product\/[a-z0-9][a-z0-9._-]*$/, { error: 'Upload the logo as an image first.' }),
    width: z.number().int().min(1).max(100_000),
    height: z.number().int().min(1).max(100_000),
  })
  .strict();
export type ShopLogo = z.infer<typeof shopLogoSchema>;

export const shopBrandingSchema = z
  .object({
    /** Empty: SHOP_NAME, the environment's. */
    shopName: z
      .string()
      .trim()
      .max(MAX_SHOP_NAME_LENGTH, { error: `Use at most ${MAX_SHOP_NAME_LENGTH} characters.` })
      .transform((value) => value || null)
      .nullable(),
    logo: shopLogoSchema.nullable(),
    headerColor: hexColorSchema,
    accentColor: hexColorSchema.superRefine((accent, context) => {
      const problem = HEX_COLOR.test(accent) ? accentProblem(accent) : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  })
  .strict();
export type ShopBrandingInput = z.input<typeof shopBrandingSchema>;

/** What the storefront needs of the branding (GET /api/config): the logo and the colours. */
export const shopLookSchema = z.object({
  logo: shopLogoSchema.nullable(),
  headerColor: z.string(),
  accentColor: z.string(),
});
export type ShopLook = z.infer<typeof shopLookSchema>;

/** The branding as saved and read back (no transforms: answers are encoded by the schema). */
export const shopBrandingResponseSchema = shopLookSchema.extend({
  /** The owner's name for the shop; null: the environment's (defaultShopName). */
  shopName: z.string().nullable(),
  defaultShopName: z.string(),
});
export type ShopBranding = z.infer<typeof shopBrandingResponseSchema>;

export const emailSenderSchema = z
  .object({
    /** The From's name; empty: the shop's name. */
    name: z
      .string()
      .trim()
      .max(100, { error: 'Use at most 100 characters.' })
      .regex(/^[^<>"\r\n]*$/, { error: 'Leave out < > " and line breaks.' })
      .transform((value) => value || null)
      .nullable(),
    address: z
      .string()
      .trim()
      // As a browser's e-mail field checks it: no-reply@localhost (the environment's default) passes.
      .pipe(
        z
          .email({ pattern: z.regexes.html5Email, error: 'Enter an e-mail address like orders@example.com.' })
          .max(254),
      ),
  })
  .strict();
export type EmailSenderInput = z.input<typeof emailSenderSchema>;
export const emailSenderResponseSchema = z.object({ name: z.string().nullable(), address: z.string() });
export type EmailSender = z.infer<typeof emailSenderResponseSchema>;

/** A currency the shop can charge in (SHOP_CURRENCIES), by its ISO 4217 code. */
export const currencySchema = z
  .enum(SHOP_CURRENCIES as [CurrencyCode, ...CurrencyCode[]], { error: 'Choose a currency from the list.' })
  .meta({ description: 'An ISO 4217 code the shop can charge in (USD, EUR, JPY, ...)' });

/** Admin > Settings > Currency: the currency the shop charges in now. */
export const shopCurrencySchema = z.object({ currency: currencySchema }).strict();
export type ShopCurrencySetting = z.infer<typeof shopCurrencySchema>;

export const currencyFormatSchema = z
  .object({
    symbol: z
      .string()
      .min(1, { error: 'Enter a symbol, like $.' })
      .max(8, { error: 'Use at most 8 characters.' })
      .regex(/^[^\d<>\p{Cc}]*$/u, { error: 'Leave out digits, < and >.' })
      .refine((symbol) => symbol.trim().length > 0, { error: 'Enter a symbol, like $.' }),
    symbolPosition: z.enum(['before', 'after']),
    thousandsSeparator: z.enum(THOUSANDS_SEPARATORS),
    decimalSeparator: z.enum(DECIMAL_SEPARATORS),
  })
  .strict()
  .refine(({ thousandsSeparator, decimalSeparator }) => thousandsSeparator !== decimalSeparator, {
    path: ['thousandsSeparator'],
    error: 'The thousands separator must differ from the decimal separator.',
  });
