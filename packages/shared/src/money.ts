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

/** A cart's subtotal: the sum of price x quantity, exact in cents. */
export const sumLineTotals = (lines: readonly { priceCents: number; cartQuantity: number }[]): number =>
  lines.reduce((total, line) => total + line.priceCents * line.cartQuantity, 0);
