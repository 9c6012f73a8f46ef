import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, computeTotals, divideRoundHalfUp, taxOn } from './compute-totals.js';

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
  const at = (rule: typeof tax | null) => (line: { priceCents: number; cartQuantity: number }) => ({
    ...line,
    tax: rule,
  });

  it('adds shipping and tax to the subtotal', () => {
    const { totals, lineTaxCents } = computeTotals(
      [
        { priceCents: 1999, cartQuantity: 2 },
        { priceCents: 501, cartQuantity: 1 },
      ].map(at(tax)),
      { name: 'Standard', amountCents: 499, tax },
      { pricesIncludeTax: false, taxShipping: false },
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

  it('taxes shipping when the zone says so', () => {
    const { totals } = computeTotals(
      [{ priceCents: 1000, cartQuantity: 1 }].map(at(tax)),
      { name: 'Express', amountCents: 1499, tax },
      { pricesIncludeTax: false, taxShipping: true },
      'USD',
    );
    expect(totals.taxCents).toBe(73 + 109); // 1499 x 7.25 % = 108.68 -> 109
    expect(totals.totalCents).toBe(1000 + 1499 + 182);
  });

  it('does not add tax that is already in the prices', () => {
    const vat = { name: 'VAT', rateBasisPoints: 2000 };
    const { totals } = computeTotals(
      [{ priceCents: 1200, cartQuantity: 1 }].map(at(vat)),
      { name: 'Standard', amountCents: 600, tax: vat },
      { pricesIncludeTax: true, taxShipping: true },
      'EUR',
    );
    expect(totals.taxCents).toBe(200 + 100);
    expect(totals.totalCents).toBe(1800);
  });

  it('taxes each line at its own rate and shows the tax per rate, shipping with the standard rate', () => {
    const standard = { name: 'MwSt.', rateBasisPoints: 1900 };
    const reduced = { name: 'MwSt.', rateBasisPoints: 700 };
    const { totals, lineTaxCents } = computeTotals(
      [
        { priceCents: 1190, cartQuantity: 1, tax: standard },
        { priceCents: 1070, cartQuantity: 2, tax: reduced },
        { priceCents: 500, cartQuantity: 1, tax: null },
      ],
      { name: 'DHL', amountCents: 595, tax: standard },
      { pricesIncludeTax: true, taxShipping: true },
      'EUR',
    );
    // 1190 holds 190 at 19 %; 2140 holds 140 at 7 %; the zero-rated line none; 595 holds 95.
    expect(lineTaxCents).toEqual([190, 140, 0]);
    expect(totals.taxLines).toEqual([
      { name: 'MwSt.', rateBasisPoints: 1900, amountCents: 190 + 95 },
      { name: 'MwSt.', rateBasisPoints: 700, amountCents: 140 },
    ]);
    expect(totals).toMatchObject({ taxCents: 425, totalCents: 1190 + 2140 + 500 + 595 });
  });

  it('charges no tax where the shop has no rate', () => {
    const { totals } = computeTotals(
      [{ priceCents: 1000, cartQuantity: 3 }].map(at(null)),
      null,
      { pricesIncludeTax: false, taxShipping: true },
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

  const rate = fc.integer({ min: 0, max: 10_000 });
  const pricedLine = fc.record({
    priceCents: fc.integer({ min: 0, max: 99_999_999 }),
    cartQuantity: fc.integer({ min: 1, max: 99 }),
    // Up to three classes at the address: each line one of them, or zero-rated.
    classIndex: fc.integer({ min: 0, max: 3 }),
  });
  const cartAndRules = fc.record({
    lines: fc.array(pricedLine, { minLength: 1, maxLength: 30 }),
    rates: fc.tuple(rate, rate, rate),
    shippingCents: fc.integer({ min: 0, max: 99_999 }),
    pricesIncludeTax: fc.boolean(),
    taxShipping: fc.boolean(),
  });
  const taxesOf = (rates: [number, number, number]) =>
    rates.map((rateBasisPoints, index) => ({ name: `Tax ${index}`, rateBasisPoints }));

  it('always adds up, for any cart, classes, rates and zone: lines + shipping + tax is the total, to the minor unit', () => {
    fc.assert(
      fc.property(cartAndRules, ({ lines, rates, shippingCents, pricesIncludeTax, taxShipping }) => {
        const taxes = taxesOf(rates);
        const priced = lines.map((l) => ({ ...l, tax: taxes[l.classIndex] ?? null }));
        const { totals, lineTaxCents } = computeTotals(
          priced,
          { name: 'Standard', amountCents: shippingCents, tax: taxes[0]! },
          { pricesIncludeTax, taxShipping },
          'USD',
        );
        const lineSum = lines.reduce((sum, l) => sum + l.priceCents * l.cartQuantity, 0);
        expect(totals.subtotalCents).toBe(lineSum);
        const shippingTax = taxShipping ? taxOn(shippingCents, rates[0], pricesIncludeTax) : 0;
        expect(lineTaxCents.reduce((a, b) => a + b, 0) + shippingTax).toBe(totals.taxCents);
        // The tax per rate adds up to the tax, and each rate appears once.
        expect(totals.taxLines.reduce((a, t) => a + t.amountCents, 0)).toBe(totals.taxCents);
        const keys = totals.taxLines.map((t) => `${t.name} ${t.rateBasisPoints}`);
        expect(new Set(keys).size).toBe(keys.length);
        const added = pricesIncludeTax ? 0 : totals.taxCents;
        expect(totals.subtotalCents + totals.shippingCents + added).toBe(totals.totalCents);
        for (const [index, l] of priced.entries()) {
          const r = l.tax?.rateBasisPoints ?? 0;
          const exact = (l.priceCents * l.cartQuantity * r) / (pricesIncludeTax ? 10_000 + r : 10_000);
          // Each line is within half a minor unit of its exact tax, and an integer.
          expect(Math.abs((lineTaxCents[index] ?? 0) - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
          expect(Number.isInteger(lineTaxCents[index])).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('shows the same prices whether the zone reads them with tax inside or on top, at the same rates', () => {
    fc.assert(
      fc.property(cartAndRules, ({ lines, rates, shippingCents, taxShipping }) => {
        const taxes = taxesOf(rates);
        const priced = lines.map((l) => ({ ...l, tax: taxes[l.classIndex] ?? null }));
        const shipping = { name: 'Standard', amountCents: shippingCents, tax: taxes[0]! };
        const inclusive = computeTotals(priced, shipping, { pricesIncludeTax: true, taxShipping }, 'EUR');
        const exclusive = computeTotals(priced, shipping, { pricesIncludeTax: false, taxShipping }, 'USD');
        // The catalogue's numbers are the prices shown in both: the lines and the shipping agree.
        expect(inclusive.totals.subtotalCents).toBe(exclusive.totals.subtotalCents);
        expect(inclusive.totals.shippingCents).toBe(exclusive.totals.shippingCents);
        // With tax inside, the total is what was shown; on top, the total is that plus its tax.
        expect(inclusive.totals.totalCents).toBe(inclusive.totals.subtotalCents + shippingCents);
        expect(exclusive.totals.totalCents).toBe(inclusive.totals.totalCents + exclusive.totals.taxCents);
        // Tax inside a price is never more than the tax on top of it.
        expect(inclusive.totals.taxCents).toBeLessThanOrEqual(exclusive.totals.taxCents);
      }),
      { numRuns: 300 },
    );
  });

  it('reverse-charges any cart: no tax, the tax inside the prices taken out, and it still adds up', () => {
    fc.assert(
      fc.property(cartAndRules, ({ lines, rates, shippingCents, pricesIncludeTax, taxShipping }) => {
        const taxes = taxesOf(rates);
        const priced = lines.map((l) => ({ ...l, tax: taxes[l.classIndex] ?? null }));
        const shipping = { name: 'Standard', amountCents: shippingCents, tax: taxes[0]! };
        const usual = computeTotals(priced, shipping, { pricesIncludeTax, taxShipping }, 'EUR').totals;
        const { totals, lineTaxCents } = computeTotals(
          priced,
          shipping,
          { pricesIncludeTax, taxShipping, reverseCharge: true },
          'EUR',
        );
        expect(totals).toMatchObject({ taxCents: 0, taxLines: [], reverseCharge: true });
        expect(lineTaxCents.every((cents) => cents === 0)).toBe(true);
        // The VAT taken out is the VAT the prices held; without VAT inside, nothing is taken out.
        expect(totals.vatRemovedCents).toBe(pricesIncludeTax ? usual.taxCents : 0);
        // lines + shipping + tax - VAT removed = total, to the minor unit.
        expect(
          totals.subtotalCents + totals.shippingCents + totals.taxCents - (totals.vatRemovedCents ?? 0),
        ).toBe(totals.totalCents);
      }),
      { numRuns: 300 },
    );
  });

  // Discounts (decision 070): taken off the lines they cover before tax, spread to the minor unit.
  const discountOf = (lineCount: number) =>
    fc.oneof(
      fc.record({
        name: fc.constant('PERCENT'),
        kind: fc.constant('percent' as const),
        basisPoints: fc.integer({ min: 0, max: 10_000 }),
        lineIndexes: fc.uniqueArray(fc.integer({ min: 0, max: lineCount - 1 }), { maxLength: lineCount }),
      }),
      fc.record({
        name: fc.constant('AMOUNT'),
        kind: fc.constant('amount' as const),
        amountCents: fc.integer({ min: 0, max: 99_999_999 }),
        lineIndexes: fc.uniqueArray(fc.integer({ min: 0, max: lineCount - 1 }), { maxLength: lineCount }),
      }),
      fc.record({ name: fc.constant('SHIP'), kind: fc.constant('free_shipping' as const) }),
    );
  const cartRulesAndDiscounts = cartAndRules.chain((cart) =>
    fc.record({
      cart: fc.constant(cart),
      discounts: fc.array(discountOf(cart.lines.length), { maxLength: 3 }),
      reverseCharge: fc.boolean(),
    }),
  );

  it('takes any discounts off before tax, and it still adds up: lines + shipping + tax - discounts = total', () => {
    fc.assert(
      fc.property(cartRulesAndDiscounts, ({ cart, discounts, reverseCharge }) => {
        const { lines, rates, shippingCents, pricesIncludeTax, taxShipping } = cart;
        const taxes = taxesOf(rates);
        const priced = lines.map((l) => ({ ...l, tax: taxes[l.classIndex] ?? null }));
        const { totals, lineTaxCents, lineDiscountCents } = computeTotals(
          priced,
          { name: 'Standard', amountCents: shippingCents, tax: taxes[0]! },
          { pricesIncludeTax, taxShipping, reverseCharge },
          'EUR',
          discounts,
        );
        const discount = totals.discountCents ?? 0;
        const added = pricesIncludeTax ? 0 : totals.taxCents;
        expect(
          totals.subtotalCents + totals.shippingCents + added - discount - (totals.vatRemovedCents ?? 0),
        ).toBe(totals.totalCents);
        // Every discount is what its shares came to, and together they are the order's discount.
        expect((totals.discountLines ?? []).reduce((sum, line) => sum + line.amountCents, 0)).toBe(discount);
        // A discount that took nothing (free shipping on a free method) shows no line.
        expect(totals.discountLines?.length ?? 0).toBeLessThanOrEqual(discounts.length);
        expect((totals.discountLines ?? []).every((line) => line.amountCents > 0)).toBe(true);
        // No line goes below zero, and each line is taxed on what is left of it.
        for (const [index, line] of priced.entries()) {
          const lineTotal = line.priceCents * line.cartQuantity;
          const off = lineDiscountCents[index] ?? 0;
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(lineTotal);
          if (!reverseCharge) {
            expect(lineTaxCents[index]).toBe(
              taxOn(lineTotal - off, line.tax?.rateBasisPoints ?? 0, pricesIncludeTax),
            );
          }
        }
        expect(totals.totalCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('spreads a discount over its lines in proportion, the remainder to the largest shares first', () => {
    // $10 off lines of $30, $20 and $10: 5.00, 3.33, 1.67 (the cent left goes to the largest remainder).
    expect(allocate(1000, [3000, 2000, 1000])).toEqual([500, 333, 167]);
    // Ties go to the first line.
    expect(allocate(1, [100, 100])).toEqual([1, 0]);
    // More than the lines hold is capped at them; nothing to spread over gives nothing.
    expect(allocate(5000, [1000, 500])).toEqual([1000, 500]);
    expect(allocate(100, [0, 0])).toEqual([0, 0]);
  });

  it('takes 10 % off the covered lines and free shipping, then taxes what is left', () => {
    const vat = { name: 'MwSt.', rateBasisPoints: 1900 };
    const { totals, lineDiscountCents, lineTaxCents } = computeTotals(
      [
        { priceCents: 2000, cartQuantity: 1, tax: vat },
        { priceCents: 1000, cartQuantity: 2, tax: vat },
      ],
      { name: 'DHL', amountCents: 595, tax: vat },
      { pricesIncludeTax: true, taxShipping: true },
      'EUR',
      [
        { name: 'SPRING10', kind: 'percent', basisPoints: 1000, lineIndexes: [0] },
        { name: 'Free shipping', kind: 'free_shipping' },
      ],
    );
    expect(lineDiscountCents).toEqual([200, 0]);
    // 18.00 incl. 19 % holds 2.87; 20.00 holds 3.19; shipping is free, so no tax on it.
    expect(lineTaxCents).toEqual([287, 319]);
    expect(totals).toMatchObject({
      subtotalCents: 4000,
      shippingCents: 595,
      discountCents: 795,
      discountLines: [
        { name: 'SPRING10', amountCents: 200 },
        { name: 'Free shipping', amountCents: 595 },
      ],
      taxCents: 606,
      totalCents: 3800,
    });
  });
});
