// Money is integer cents everywhere; only the edge (display, a dollar input) converts.

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123456 -> "$1,234.56" */
export const formatCents = (cents: number): string => usd.format(cents / 100);

/** 12.5 -> 1250; rounds to the nearest cent so 0.1 + 0.2 style input cannot leak fractions. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * A price as an owner types it ("19.99", "$1,299", "5.5") -> integer cents, read from the text so no
 * float rounding is involved; NaN for anything else (letters, a third decimal, a minus sign).
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
