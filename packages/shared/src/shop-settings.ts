// The shop's own settings (issue 22, decision 031): its name, logo and colours (the storefront's header
// and buttons, and the e-mails), the sender of its e-mails, and how prices look. Checked here for the
// admin's forms and the server alike; the colours' text is worked out here too, so the storefront,
// the e-mails and the form's preview agree.
import { z } from 'zod';
import { DECIMAL_SEPARATORS, THOUSANDS_SEPARATORS } from './money.js';

export const MAX_SHOP_NAME_LENGTH = 60;
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
export const DEFAULT_HEADER_COLOR = '#ffffff';
export const DEFAULT_ACCENT_COLOR = '#c2410c';

// The storefront's tokens (UI.md) the chosen colours are weighed against.
const INK = '#111827';
const MUTED = '#4b5563';
const WHITE = '#ffffff';
const BLACK = '#000000';
const DEFAULT_ACCENT_HOVER = '#9a3412';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);

/** WCAG's relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = channel(hex, at) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as the owner reads it, never rounded up past a limit: 4.49 -> "4.4:1". */
export const ratioText = (ratio: number): string => `${Math.floor(ratio * 10) / 10}:1`;

/**
 * The text colour on a background: the shop's ink or white, whichever reads better; when neither
 * reaches 4.5:1 (a few mid-tones), black or white, one of which always does.
 */
export function textColorOn(background: string): string {
  const [best] = [INK, WHITE].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background));
  if (best && contrastRatio(best, background) >= MIN_TEXT_CONTRAST) return best;
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/** The accent a shade darker, for a button under the pointer. */
function hoverShade(accent: string): string {
  if (accent === DEFAULT_ACCENT_COLOR) return DEFAULT_ACCENT_HOVER;
  const darker = [1, 3, 5].map((at) => Math.round(channel(accent, at) * 0.8));
  return `#${darker.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

export type ShopColors = { headerColor: string; accentColor: string };

/** Every colour the storefront and the e-mails use for the chosen two. */
export type LookColors = {
  header: string;
  /** Text on the header: whatever reads on it. */
  onHeader: string;
  /** The header's quieter text (the greeting): the muted grey where it reads, else onHeader. */
  onHeaderMuted: string;
  /** The header's current and hovered link: the accent where it reads on the header, else onHeader. */
  headerAccent: string;
  accent: string;
  accentHover: string;
  /** Text on the accent: white (the accent is checked against white, see accentProblem). */
  onAccent: string;
};

export function lookColors({ headerColor, accentColor }: ShopColors): LookColors {
  const onHeader = textColorOn(headerColor);
  return {
    header: headerColor,
    onHeader,
    onHeaderMuted: contrastRatio(MUTED, headerColor) >= MIN_TEXT_CONTRAST ? MUTED : onHeader,
    headerAccent: contrastRatio(accentColor, headerColor) >= MIN_TEXT_CONTRAST ? accentColor : onHeader,
    accent: accentColor,
    accentHover: hoverShade(accentColor),
    onAccent: WHITE,
  };
}

/** The storefront's colour tokens (styles/tokens.css) for the chosen colours. */
export function lookVariables(colors: ShopColors): Record<string, string> {
  const look = lookColors(colors);
  return {
    '--color-header': look.header,
    '--color-on-header': look.onHeader,
    '--color-on-header-muted': look.onHeaderMuted,
    '--color-header-accent': look.headerAccent,
    '--color-accent': look.accent,
    '--color-accent-hover': look.accentHover,
    '--color-on-accent': look.onAccent,
  };
}

/** The id of the page's <style> with the chosen colours (the server writes it; a live tab updates it). */
export const SHOP_LOOK_STYLE_ID = 'shop-look';

/** The tokens as a stylesheet rule, for the page's <style id="shop-look">. */
export const lookCss = (colors: ShopColors): string =>
  `:root{${Object.entries(lookVariables(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

/**
 * Why an accent cannot be used, or undefined. It is the colour of links on white pages and the
 * background of buttons with white text: one ratio against white covers both.
 */
export function accentProblem(accent: string): string | undefined {
  const ratio = contrastRatio(accent, WHITE);
  if (ratio >= MIN_TEXT_CONTRAST) return undefined;
  return `The accent colour is too light: white button text and links on white read at ${ratioText(ratio)}, and need at least 4.5:1. Choose a darker colour.`;
}

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
