import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  amountText,
  DEFAULT_CURRENCY_FORMAT,
  defaultFormatOf,
  formatCents,
  formatCentsAs,
  formatMoney,
  keepNumberIn,
  parseAmount,
  parsePrice,
  priceText,
  setShopMoney,
  sumLineTotals,
  type CurrencyFormat,
} from './money.js';
import { currencyExponent, SHOP_CURRENCIES } from './currencies.js';

const setCurrencyFormat = (format: CurrencyFormat) => setShopMoney('USD', format);

describe('money', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(189)).toBe('$1.89');
    expect(formatCents(123456)).toBe('$1,234.56');
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

describe('parsePrice', () => {
  it('reads what an owner types as whole cents', () => {
    expect(parsePrice('19.99')).toBe(1999);
    expect(parsePrice('5.5')).toBe(550);
    expect(parsePrice('$1,299')).toBe(129_900);
    expect(parsePrice(' 0.10 ')).toBe(10);
    expect(parsePrice('1000000.01')).toBe(100_000_001);
  });

  it('is NaN for anything that is not a price', () => {
    for (const text of ['', 'abc', '-1', '1.999', '1,2,3', '1e3', '12.', '1abc', '+5', '5 dollars']) {
      expect(parsePrice(text)).toBeNaN();
    }
  });

  it('writes a stored price back as the input shows it', () => {
    expect(priceText(1999)).toBe('19.99');
    expect(priceText(500)).toBe('5.00');
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

describe('currencies other than the dollar', () => {
  afterEach(() => setShopMoney('USD', DEFAULT_CURRENCY_FORMAT));

  it('knows each currency by its minor units (ISO 4217, from dinero.js)', () => {
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(SHOP_CURRENCIES).toContain('EUR');
    expect(SHOP_CURRENCIES).not.toContain('HUF');
  });

  it("starts each currency's look from Intl's, for every currency the shop offers", () => {
    for (const currency of SHOP_CURRENCIES) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      for (const amount of [0, 7, 123_456_789, -4_200]) {
        expect(formatAmountIn(amount, currency)).toBe(
          intl.format(amount / 10 ** currencyExponent(currency)).replace(/\s/g, '\u00a0'),
        );
      }
    }
    expect(defaultFormatOf('EUR', 'de-DE')).toEqual({
      symbol: ' €',
      symbolPosition: 'after',
      thousandsSeparator: 'dot',
      decimalSeparator: 'comma',
    });
  });

  it('writes yen without and dinars with three decimals, in the shop and on a past order', () => {
    setShopMoney('JPY', defaultFormatOf('JPY'));
    expect(formatCents(123456)).toBe('¥123,456');
    expect(formatMoney(4682, 'USD')).toBe('$46.82');
    expect(formatMoney(1999, 'KWD')).toBe('KWD\u00a01.999');
    setShopMoney('KWD', defaultFormatOf('KWD'));
    expect(formatCents(1_234_500)).toBe('KWD\u00a01,234.500');
  });

  it('reads and writes prices in the minor units of the currency', () => {
    expect(parseAmount('1,299', 'JPY')).toBe(1299);
    expect(parseAmount('¥1,299', 'JPY')).toBe(1299);
    expect(parseAmount('12.5', 'JPY')).toBeNaN();
    expect(parseAmount('1.5', 'KWD')).toBe(1500);
    expect(parseAmount('KWD 1.255', 'KWD')).toBe(1255);
    expect(parseAmount('1.2555', 'KWD')).toBeNaN();
    expect(parseAmount('CHF 5', 'CHF')).toBe(500);
    expect(amountText(1999, 'JPY')).toBe('1999');
    expect(amountText(1999, 'KWD')).toBe('1.999');
    setShopMoney('JPY', defaultFormatOf('JPY'));
    expect(parsePrice('20')).toBe(20);
    expect(priceText(20)).toBe('20');
  });

  it('keeps the number of a price when the currency changes, rounded half up', () => {
    expect(keepNumberIn(1999, 'USD', 'EUR')).toBe(1999);
    expect(keepNumberIn(1999, 'USD', 'JPY')).toBe(20);
    expect(keepNumberIn(1949, 'USD', 'JPY')).toBe(19);
    expect(keepNumberIn(1950, 'USD', 'JPY')).toBe(20);
    expect(keepNumberIn(1999, 'USD', 'KWD')).toBe(19990);
    expect(keepNumberIn(19995, 'KWD', 'USD')).toBe(2000);
    expect(keepNumberIn(20, 'JPY', 'USD')).toBe(2000);
  });
});

const formatAmountIn = (amount: number, currency: string) => {
  setShopMoney('USD', DEFAULT_CURRENCY_FORMAT);
  return formatMoney(amount, currency);
};
