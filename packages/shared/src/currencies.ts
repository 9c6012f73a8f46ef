// The currencies a shop can charge in (decision 063): ISO 4217 codes with their minor units from
// dinero.js's data (JPY has none, KWD three), limited to those Stripe takes in the same minor units and
// whose smallest unit leaves room for real prices under MAX_PRODUCT_PRICE_CENTS. Left out on purpose:
// HUF, ISK, TWD and UGX (Stripe treats their minor units specially), IDR, VND, COP and the like (a
// price cap of 99,999,999 minor units is a few hundred dollars there).
import {
  AED,
  AUD,
  BHD,
  BRL,
  CAD,
  CHF,
  CLP,
  CNY,
  CZK,
  DKK,
  EUR,
  GBP,
  HKD,
  ILS,
  INR,
  JOD,
  JPY,
  KRW,
  KWD,
  MXN,
  MYR,
  NOK,
  NZD,
  OMR,
  PHP,
  PLN,
  RON,
  SAR,
  SEK,
  SGD,
  THB,
  TRY,
  USD,
  ZAR,
} from 'dinero.js/currencies';

const CURRENCIES = {
  AED,
  AUD,
  BHD,
  BRL,
  CAD,
  CHF,
  CLP,
  CNY,
  CZK,
  DKK,
  EUR,
  GBP,
  HKD,
  ILS,
  INR,
  JOD,
  JPY,
  KRW,
  KWD,
  MXN,
  MYR,
  NOK,
  NZD,
  OMR,
  PHP,
  PLN,
  RON,
  SAR,
  SEK,
  SGD,
  THB,
  TRY,
  USD,
  ZAR,
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;
/** Every currency the owner may choose, alphabetical. */
export const SHOP_CURRENCIES = Object.keys(CURRENCIES) as CurrencyCode[];
/** The spec's shop charges US dollars; every existing order is in them. */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export const isShopCurrency = (code: string): code is CurrencyCode => Object.hasOwn(CURRENCIES, code);

/**
 * How many digits the currency's minor unit has (USD 2, JPY 0, KWD 3): an amount of 1999 is 19.99 USD
 * but 1,999 JPY. A code outside the list (an order paid before the list changed) asks Intl.
 */
export function currencyExponent(code: string): number {
  if (isShopCurrency(code)) return CURRENCIES[code].exponent;
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** The dinero.js currency for the arithmetic (conversion between minor units). */
export const dineroCurrency = (code: CurrencyCode) => CURRENCIES[code];
