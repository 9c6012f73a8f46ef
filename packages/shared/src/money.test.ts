import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  centsToDollarText,
  DEFAULT_CURRENCY_FORMAT,
  dollarsToCents,
  formatCents,
  formatCentsAs,
  parseDollars,
  setCurrencyFormat,
  sumLineTotals,
  type CurrencyFormat,
} from './money.js';

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

describe("the shop's price format", () => {
  afterEach(() => setCurrencyFormat(DEFAULT_CURRENCY_FORMAT));
  const euro: CurrencyFormat = {
    symbol: ' €',
    symbolPosition: 'after',
    thousandsSeparator: 'dot',
    decimalSeparator: 'comma',
  };

  it('prints exactly what it printed before formats could be chosen, by default', () => {
    for (const cents of [0, 5, 189, 123456, 100_000_001, -500, 12.5]) {
      expect(formatCentsAs(cents, DEFAULT_CURRENCY_FORMAT)).toBe(
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100),
      );
    }
  });

  it("gives Intl's en-US dollars for any amount, without Intl", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatCentsAs(cents, DEFAULT_CURRENCY_FORMAT)).toBe(usd.format(cents / 100));
      }),
      { numRuns: 5000 },
    );
  });

  it('puts the symbol and separators where the owner chose, with no-break spaces', () => {
    expect(formatCentsAs(123456, euro)).toBe('1.234,56\u00a0€');
    expect(formatCentsAs(100_000_001, { ...euro, thousandsSeparator: 'space' })).toBe(
      '1\u00a0000\u00a0000,01\u00a0€',
    );
    expect(formatCentsAs(5, { ...DEFAULT_CURRENCY_FORMAT, symbol: 'USD ' })).toBe('USD\u00a00.05');
    expect(
      formatCentsAs(99_999, { ...DEFAULT_CURRENCY_FORMAT, symbol: 'US$', thousandsSeparator: 'none' }),
    ).toBe('US$999.99');
    expect(formatCentsAs(-123456, { ...euro, thousandsSeparator: 'apostrophe' })).toBe("-1'234,56\u00a0€");
  });

  it('formatCents follows the format the process was given', () => {
    setCurrencyFormat(euro);
    expect(formatCents(123456)).toBe('1.234,56\u00a0€');
    setCurrencyFormat(DEFAULT_CURRENCY_FORMAT);
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
