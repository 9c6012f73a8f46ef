// Money is integer cents everywhere; only the edge (display, a dollar input) converts. The shop charges
// in US dollars; how a price looks (symbol, where it goes, separators) is the owner's choice (Admin >
// Settings), held here for the whole process: the server sets it from the saved settings, the web app
// from the shop's config before it renders (decision 031).

/** What goes between thousands: a comma (1,234), a dot (1.234), a space (1 234), an apostrophe or nothing. */
export const THOUSANDS_SEPARATORS = ['comma', 'dot', 'space', 'apostrophe', 'none'] as const;
export type ThousandsSeparator = (typeof THOUSANDS_SEPARATORS)[number];
/** What goes before the cents: a dot (1.50) or a comma (1,50). */
export const DECIMAL_SEPARATORS = ['dot', 'comma'] as const;
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];

export type CurrencyFormat = {
  /** As the owner typed it, spaces included ("$", "US$", "USD ", " €"). */
  symbol: string;
  symbolPosition: 'before' | 'after';
  thousandsSeparator: ThousandsSeparator;
  decimalSeparator: DecimalSeparator;
};

/** "$1,234.56", as the spec shows prices. */
export const DEFAULT_CURRENCY_FORMAT: CurrencyFormat = {
  symbol: '$',
  symbolPosition: 'before',
  thousandsSeparator: 'comma',
  decimalSeparator: 'dot',
};

// A price never breaks across lines: spaces in it are no-break spaces.
const SEPARATOR_TEXT: Record<ThousandsSeparator | DecimalSeparator, string> = {
  comma: ',',
  dot: '.',
  space: '\u00a0',
  apostrophe: "'",
  none: '',
};

/**
 * An amount in a given format (the settings' preview); `formatCents` uses the shop's. The default gives
 * what Intl's en-US dollars give (tested), without Intl: creating its formatter loads locale data, a
 * long task on a phone's first page.
 */
export function formatCentsAs(cents: number, format: CurrencyFormat): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  const dollars = String(Math.floor(whole / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    SEPARATOR_TEXT[format.thousandsSeparator],
  );
  const amount = `${dollars}${SEPARATOR_TEXT[format.decimalSeparator]}${String(whole % 100).padStart(2, '0')}`;
  const symbol = format.symbol.replace(/ /g, '\u00a0');
  return format.symbolPosition === 'before' ? `${sign}${symbol}${amount}` : `${sign}${amount}${symbol}`;
}

let shopFormat: CurrencyFormat = DEFAULT_CURRENCY_FORMAT;

/**
 * Sets how every price of this process looks. NOTE: process-wide on purpose (formatCents is called in
 * a hundred places); a server render sets it for each page synchronously before drawing it.
 */
export const setCurrencyFormat = (format: CurrencyFormat): void => {
  shopFormat = format;
};

export const getCurrencyFormat = (): CurrencyFormat => shopFormat;

/** 123456 -> "$1,234.56" (or as the owner set prices to look: "1.234,56 €"). */
export const formatCents = (cents: number): string => formatCentsAs(cents, shopFormat);

/** 12.5 -> 1250; rounds to the nearest cent so 0.1 + 0.2 style input cannot leak fractions. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * A price as an owner types it ("19.99", "$1,299", "5.5") -> integer cents, read from the text so no
 * float rounding is involved; NaN for anything else (letters, a third decimal, a minus sign). Dollars
 * as written in the US whatever the display format: the admin's price fields say "($)".
 */
export function parseDollars(text: string): number {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const dollars = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** 1999 -> "19.99", how a price input shows a stored price. */
export const centsToDollarText = (cents: number): string => (cents / 100).toFixed(2);

/** A cart's subtotal: the sum of price x quantity, exact in cents. */
export const sumLineTotals = (lines: readonly { priceCents: number; cartQuantity: number }[]): number =>
  lines.reduce((total, line) => total + line.priceCents * line.cartQuantity, 0);
