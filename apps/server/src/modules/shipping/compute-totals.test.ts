import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, divideRoundHalfUp, taxOn } from './compute-totals.js';

describe('divideRoundHalfUp', () => {
  it('rounds halves up and everything else to the nearest', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3);
    expect(divideRoundHalfUp(14_999, 10_000)).toBe(1);
  });
});

describe('taxOn', () => {
  it('adds tax on top: $10.00 at 7.25 % is 72.5 cents, rounded half-up to 73', () => {
    expect(taxOn(1000, 725, false)).toBe(73);
  });
  it('takes tax out of a price that includes it: $12.00 at 20 % holds $2.00', () => {
    expect(taxOn(1200, 2000, true)).toBe(200);
  });
  it('is nothing at a zero rate', () => {
    expect(taxOn(1999, 0, false)).toBe(0);
  });
});

describe('computeTotals', () => {
  const tax = { name: 'CA sales tax', rateBasisPoints: 725 };

  it('adds shipping and tax to the subtotal', () => {
    const { totals, lineTaxCents } = computeTotals(
      [
        { priceCents: 1999, cartQuantity: 2 },
        { priceCents: 501, cartQuantity: 1 },
      ],
      { name: 'Standard', amountCents: 499 },
      { pricesIncludeTax: false, taxShipping: false },
      tax,
      'USD',
    );
    // 3998 x 7.25 % = 289.855 -> 290; 501 x 7.25 % = 36.32 -> 36
    expect(lineTaxCents).toEqual([290, 36]);
    expect(totals).toEqual({
      currency: 'USD',
      subtotalCents: 4499,
      shippingMethod: 'Standard',
      shippingCents: 499,
      taxCents: 326,
      taxLines: [{ name: 'CA sales tax', rateBasisPoints: 725, amountCents: 326 }],
      pricesIncludeTax: false,
      totalCents: 4499 + 499 + 326,
    });
  });

  it('taxes shipping when the shop says so', () => {
    const { totals } = computeTotals(
      [{ priceCents: 1000, cartQuantity: 1 }],
      { name: 'Express', amountCents: 1499 },
      { pricesIncludeTax: false, taxShipping: true },
      tax,
      'USD',
    );
    expect(totals.taxCents).toBe(73 + 109); // 1499 x 7.25 % = 108.68 -> 109
    expect(totals.totalCents).toBe(1000 + 1499 + 182);
  });

  it('does not add tax that is already in the prices', () => {
    const { totals } = computeTotals(
      [{ priceCents: 1200, cartQuantity: 1 }],
      { name: 'Standard', amountCents: 600 },
      { pricesIncludeTax: true, taxShipping: true },
      { name: 'VAT', rateBasisPoints: 2000 },
      'EUR',
    );
    expect(totals.taxCents).toBe(200 + 100);
    expect(totals.totalCents).toBe(1800);
  });

  it('charges no tax where the shop has no rate', () => {
    const { totals } = computeTotals(
      [{ priceCents: 1000, cartQuantity: 3 }],
      null,
      { pricesIncludeTax: false, taxShipping: true },
      null,
      'JPY',
    );
    expect(totals).toMatchObject({
      currency: 'JPY',
      taxCents: 0,
      taxLines: [],
      totalCents: 3000,
      shippingMethod: null,
    });
  });

  it('always adds up: the lines tax + shipping tax is the tax, and lines + shipping + tax is the total', () => {
    const line = fc.record({
      priceCents: fc.integer({ min: 0, max: 99_999_999 }),
      cartQuantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        fc.boolean(),
        (lines, shippingCents, rateBasisPoints, pricesIncludeTax, taxShipping) => {
          const { totals, lineTaxCents } = computeTotals(
            lines,
            { name: 'Standard', amountCents: shippingCents },
            { pricesIncludeTax, taxShipping },
            { name: 'Tax', rateBasisPoints },
            'USD',
          );
          const lineSum = lines.reduce((sum, l) => sum + l.priceCents * l.cartQuantity, 0);
          expect(totals.subtotalCents).toBe(lineSum);
          const shippingTax = taxShipping ? taxOn(shippingCents, rateBasisPoints, pricesIncludeTax) : 0;
          expect(lineTaxCents.reduce((a, b) => a + b, 0) + shippingTax).toBe(totals.taxCents);
          expect(totals.taxLines.reduce((a, t) => a + t.amountCents, 0)).toBe(totals.taxCents);
          const added = pricesIncludeTax ? 0 : totals.taxCents;
          expect(totals.subtotalCents + totals.shippingCents + added).toBe(totals.totalCents);
          for (const [index, l] of lines.entries()) {
            const exact =
              (l.priceCents * l.cartQuantity * rateBasisPoints) /
              (pricesIncludeTax ? 10_000 + rateBasisPoints : 10_000);
            // Each line is within half a cent of its exact tax, never a cent off the other way.
            expect(Math.abs((lineTaxCents[index] ?? 0) - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
            expect(Number.isInteger(lineTaxCents[index])).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
