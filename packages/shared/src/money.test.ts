import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, sumLineTotals } from './money.js';

describe('money', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(189)).toBe('$1.89');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('converts dollars to whole cents without float drift', () => {
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1749.99)).toBe(174999);
  });

  it('sums line totals exactly', () => {
    expect(
      sumLineTotals([
        { priceCents: 10, cartQuantity: 3 },
        { priceCents: 20, cartQuantity: 1 },
      ]),
    ).toBe(50);
    expect(sumLineTotals([])).toBe(0);
  });
});
