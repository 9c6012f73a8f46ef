// Text helpers for display.
import { currentLocale } from '../copy';

/** Cuts text to `length` characters and adds '...' when it was longer (spec: names 18, descriptions 100). */
export const truncate = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}...` : text;

/** Link target of a category page; 'Health & Beauty' needs encoding. */
export const categoryPath = (category: string): `/${string}` => `/category/${encodeURIComponent(category)}`;

export const productPath = (id: string): `/${string}` => `/product-details/${id}`;

/** An order's number as people see it: 1001 -> '#1001'. */
export const orderNumber = (number: number): string => `#${number}`;

/** A rate in hundredths of a percent, as the page's language writes it: 725 -> '7.25%', 1900 -> '19 %' in German. */
export const formatRate = (basisPoints: number): string =>
  new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );

/** A card brand as a receipt names it: 'visa' -> 'Visa', 'amex' -> 'American Express'. */
export const cardBrandName = (brand: string): string =>
  ({ amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa', discover: 'Discover' })[brand] ??
  brand.charAt(0).toUpperCase() + brand.slice(1);
