// How the shop's e-mails look: its name, logo, colours and addresses, in one place. The colours are the
// storefront's tokens (apps/web/src/styles/tokens.css) until the owner picks a header and an accent colour (Admin > Settings,
// settings/shop-settings.ts builds the brand from them).
export type EmailBrand = {
  shopName: string;
  publicUrl: string;
  /** The address shoppers can write to (the sender's, or the shop's contact address). */
  supportEmail: string;
  colors: {
    ink: string;
    muted: string;
    accent: string;
    /** Text on the accent (the buttons). */
    onAccent: string;
    /** The top band's background and its text. */
    header: string;
    onHeader: string;
    border: string;
    surface: string;
    subtle: string;
  };
  /** The shop's logo (an absolute URL, and its size), shown at the top instead of the name. */
  logo?: { url: string; width: number; height: number } | null;
};

export const DEFAULT_EMAIL_COLORS: EmailBrand['colors'] = {
  ink: '#111827',
  muted: '#4b5563',
  accent: '#c2410c',
  onAccent: '#ffffff',
  header: '#ffffff',
  onHeader: '#111827',
  border: '#e5e7eb',
  surface: '#ffffff',
  subtle: '#f5f5f4',
};

/** The logo's height at the top of an e-mail; its width follows its shape, up to LOGO_MAX_WIDTH. */
export const EMAIL_LOGO_HEIGHT = 40;
const LOGO_MAX_WIDTH = 240;

/** The logo's box in an e-mail: 40 px high, as wide as its shape asks (at most 240 px). */
export const emailLogoSize = (logo: { width: number; height: number }) => ({
  width: Math.min(LOGO_MAX_WIDTH, Math.round((EMAIL_LOGO_HEIGHT * logo.width) / logo.height)),
  height: EMAIL_LOGO_HEIGHT,
});

/** The address part of a sender like 'eShop <orders@example.com>'. */
export const addressOf = (sender: string): string => /<([^>]+)>/.exec(sender)?.[1] ?? sender.trim();
