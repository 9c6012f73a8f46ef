// Money is integer minor units everywhere (cents for USD, yen for JPY, fils for KWD: decision 063 kept
// the `*Cents` names for them); only the edge (display, a price input) converts. The shop charges in its
// own currency (Admin > Settings > Currency); how a price looks (symbol, where it goes, separators) starts
// from Intl's format of that currency and is the owner's to change (decision 031). Both are held here for
// the whole process: the server sets them from the saved settings, the web app from the shop's config
// before it renders. An order keeps the currency it was paid in and is shown in it (formatMoney).
import { halfUp, dinero, toSnapshot, transformScale } from 'dinero.js';
import { MAX_PRODUCT_PRICE_CENTS } from './constants.js';
import { currencyExponent, DEFAULT_CURRENCY, dineroCurrency, type CurrencyCode } from './currencies.js';

/** What goes between thousands: a comma (1,234), a dot (1.234), a space (1 234), an apostrophe or nothing. */
export const THOUSANDS_SEPARATORS = ['comma', 'dot', 'space', 'apostrophe', 'none'] as const;
export type ThousandsSeparator = (typeof THOUSANDS_SEPARATORS)[number];
/** What goes before the minor units: a dot (1.50) or a comma (1,50). */
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

const SEPARATOR_NAMES: Record<string, ThousandsSeparator> = {
  ',': 'comma',
  '.': 'dot',
  ' ': 'space',
  '\u00a0': 'space',
  '\u202f': 'space',
  "'": 'apostrophe',
  '\u2019': 'apostrophe',
};

const defaultFormats = new Map<string, CurrencyFormat>();

/**
 * How Intl writes the currency in the locale ("€1,234.56" in en-US, "1.234,56 €" in de-DE), as a
 * CurrencyFormat the owner can change part by part. Read once per currency and locale: prices are then
 * written without Intl, whose formatter is a long task on a phone's first page.
 */
export function defaultFormatOf(currency: string, locale = 'en-US'): CurrencyFormat {
  const key = `${currency} ${locale}`;
  const known = defaultFormats.get(key);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1234567.5);
  const at = (type: string) => parts.findIndex((part) => part.type === type);
  const symbolAt = at('currency');
  const before = symbolAt < at('integer');
  const spaced = parts[before ? symbolAt + 1 : symbolAt - 1]?.type === 'literal';
  const symbol = parts[symbolAt]?.value ?? currency;
  const group = SEPARATOR_NAMES[parts[at('group')]?.value ?? ','] ?? 'comma';
  const decimalText = parts[at('decimal')]?.value;
  const decimal: DecimalSeparator =
    decimalText === undefined ? (group === 'dot' ? 'comma' : 'dot') : decimalText === ',' ? 'comma' : 'dot';
  const format: CurrencyFormat = {
    symbol: spaced ? (before ? `${symbol} ` : ` ${symbol}`) : symbol,
    symbolPosition: before ? 'before' : 'after',
    thousandsSeparator: group === decimal ? 'none' : group,
    decimalSeparator: decimal,
  };
  defaultFormats.set(key, format);
  return format;
}

/** An amount in minor units, written in a format with the currency's number of minor digits. */
export function formatAmountAs(amount: number, format: CurrencyFormat, exponent: number): string {
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole > 0 ? '-' : '';
  const unit = 10 ** exponent;
  const major = String(Math.floor(whole / unit)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    SEPARATOR_TEXT[format.thousandsSeparator],
  );
  const minor =
    exponent > 0
      ? `${SEPARATOR_TEXT[format.decimalSeparator]}${String(whole % unit).padStart(exponent, '0')}`
      : '';
  const symbol = format.symbol.replace(/ /g, '\u00a0');
  const number = `${major}${minor}`;
  return format.symbolPosition === 'before' ? `${sign}${symbol}${number}` : `${sign}${number}${symbol}`;
}

type ShopMoney = {
  currency: CurrencyCode;
  exponent: number;
  format: CurrencyFormat;
  /**
   * The owner kept Intl's look of the currency: then each language writes it its own way. Undefined
   * until a page in another language asks.
   */
  isIntlLook: boolean | undefined;
};
let shop: ShopMoney = {
  currency: DEFAULT_CURRENCY,
  exponent: 2,
  format: DEFAULT_CURRENCY_FORMAT,
  isIntlLook: true,
};
/** The locale of the page being drawn (decision 068): 'de-DE' writes "1.234,56 €". */
let pageLocale = 'en-US';

const sameFormat = (a: CurrencyFormat, b: CurrencyFormat) =>
  a.symbol === b.symbol &&
  a.symbolPosition === b.symbolPosition &&
  a.thousandsSeparator === b.thousandsSeparator &&
  a.decimalSeparator === b.decimalSeparator;

/**
 * Sets the currency this process charges and shows, and how its prices look. NOTE: process-wide on
 * purpose (formatCents is called in a hundred places); a server render sets it for each page
 * synchronously before drawing it.
 */
export function setShopMoney(currency: CurrencyCode, format: CurrencyFormat): void {
  shop = {
    currency,
    exponent: currencyExponent(currency),
    format,
    // Asked only where it matters, on a page in another language: Intl's first currency format costs
    // a phone about 45 ms, in the task that hydrates the page (decision 080).
    isIntlLook: undefined,
  };
}

/**
 * The locale amounts are written in (the page's language: decision 068). The owner's own look of the
 * currency (a symbol or separators they changed) holds in every language; Intl's look follows the
 * locale. NOTE: process-wide like setShopMoney, set by each page before it draws.
 */
export function setMoneyLocale(locale: string): void {
  pageLocale = locale;
}

/** How the shop's currency looks in a locale: the owner's look, or Intl's for the locale. */
function shopLookIn(locale: string): CurrencyFormat {
  if (locale === 'en-US') return shop.format;
  shop.isIntlLook ??= sameFormat(shop.format, defaultFormatOf(shop.currency));
  return shop.isIntlLook ? defaultFormatOf(shop.currency, locale) : shop.format;
}

export const shopCurrency = (): CurrencyCode => shop.currency;
/** The shop's price symbol as a field's label shows it: "Price ($)", "Price (¥)", "Price (KWD)". */
export const shopSymbol = (): string => shop.format.symbol.trim();

/** A currency's symbol for a label: the shop's as the owner set it, any other as Intl writes it. */
export const currencySymbol = (currency: string): string =>
  currency === shop.currency ? shopSymbol() : defaultFormatOf(currency).symbol.trim();
export const getCurrencyFormat = (): CurrencyFormat => shop.format;

/** An amount of the shop's currency in a given format (the settings' preview). */
export const formatCentsAs = (cents: number, format: CurrencyFormat): string =>
  formatAmountAs(cents, format, shop.exponent);

/** 123456 -> "$1,234.56" in the shop's currency and format (or "1.234,56 €", "¥123,456"). */
export const formatCents = (cents: number): string =>
  formatAmountAs(cents, shopLookIn(pageLocale), shop.exponent);

/**
 * An amount in a given currency: the shop's own as the owner set it to look, any other (an order paid
 * before the shop changed currency) as Intl writes it; in the page's locale unless one is given (an
 * e-mail in its order's language).
 */
export const formatMoney = (amount: number, currency: string, locale: string = pageLocale): string =>
  currency === shop.currency
    ? formatAmountAs(amount, shopLookIn(locale), shop.exponent)
    : formatAmountAs(amount, defaultFormatOf(currency, locale), currencyExponent(currency));

/**
 * A price as an owner types it ("19.99", "1,299", "5.5", "$5", "CHF 5") -> integer minor units of the currency,
 * read from the text so no float rounding is involved; NaN for anything else (letters, more decimals
 * than the currency has, a minus sign). Written with a dot for decimals whatever the display format:
 * the price fields say so.
 */
export function parseAmount(text: string, currency: string): number {
  const exponent = currencyExponent(currency);
  const decimals = exponent > 0 ? `(?:\\.(\\d{1,${exponent}}))?` : '';
  // The currency's code or a symbol ($, €, ¥) before or after the number; no letters otherwise.
  const symbol = `(?:${currency}|[^\\w\\s.,+\\-]{1,3})?`;
  const match = new RegExp(`^${symbol}\\s*(\\d{1,3}(?:,\\d{3})+|\\d+)${decimals}\\s*${symbol}$`, 'i').exec(
    text.trim(),
  );
  if (!match) return Number.NaN;
  const major = Number((match[1] ?? '').replaceAll(',', ''));
  const minor = Number((match[2] ?? '').padEnd(exponent, '0') || '0');
  return major * 10 ** exponent + minor;
}

/** Said of a price of nothing: "The price must be above $0.00." */
export const tooCheapMessage = (): string => `The price must be above ${formatCents(0)}.`;

/** Said of a price above MAX_PRODUCT_PRICE_CENTS: "The price must be at most $999,999.99." */
export const tooDearMessage = (): string =>
  `The price must be at most ${formatCents(MAX_PRODUCT_PRICE_CENTS)}.`;

/** A price the owner typed, in the shop's currency. */
export const parsePrice = (text: string): number => parseAmount(text, shop.currency);

/** 1999 -> "19.99" (USD), "1999" (JPY), "1.999" (KWD): how a price input or a CSV shows an amount. */
export function amountText(amount: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const whole = Math.abs(Math.round(amount));
  const unit = 10 ** exponent;
  const minor = exponent > 0 ? `.${String(whole % unit).padStart(exponent, '0')}` : '';
  return `${amount < 0 && whole > 0 ? '-' : ''}${Math.floor(whole / unit)}${minor}`;
}

/** A stored price of the shop's currency as its input shows it. */
export const priceText = (cents: number): string => amountText(cents, shop.currency);

/**
 * An amount moved to another currency's minor units keeping its number (19.99 USD -> 19.99 EUR,
 * -> 20 JPY, -> 19.990 KWD), rounded half up: what changing the shop's currency does to its prices.
 */
export function keepNumberIn(amount: number, from: CurrencyCode, to: CurrencyCode): number {
  const moved = transformScale(
    dinero({ amount, currency: dineroCurrency(from) }),
    currencyExponent(to),
    halfUp,
  );
  return toSnapshot(moved).amount;
}

/** A cart's subtotal: the sum of price x quantity, exact in minor units. */
export const sumLineTotals = (lines: readonly { priceCents: number; cartQuantity: number }[]): number =>
  lines.reduce((total, line) => total + line.priceCents * line.cartQuantity, 0);
