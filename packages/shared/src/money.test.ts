import { describe, expect, it } from 'vitest';
import { centsToDollarText, dollarsToCents, formatCents, parseDollars, sumLineTotals } from './money.js';

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

describe('parseDollars', () => {
  it('reads what an owner types as whole cents', () => {
    expect(parseDollars('19.99')).toBe(1999);
    expect(parseDollars('5.5')).toBe(550);
    expect(parseDollars('$1,299')).toBe(129_900);
    expect(parseDollars(' 0.10 ')).toBe(10);
    expect(parseDollars('1000000.01')).toBe(100_000_001);
  });

  it('is NaN for anything that is not a price', () => {
    for (const text of ['', 'abc', '-1', '1.999', '1,2,3', '1e3', '12.']) {
      expect(parseDollars(text)).toBeNaN();
    }
  });

  it('writes a stored price back as the input shows it', () => {
    expect(centsToDollarText(1999)).toBe('19.99');
    expect(centsToDollarText(500)).toBe('5.00');
  });
});
