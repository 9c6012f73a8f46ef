// What a refund of some units gives back (decision 070): a line's refunds, however they are split,
// add up to exactly what was paid for it (price less discount, plus tax on top), never more.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderItem } from './checkout.js';
import { lineRefundCents } from './refunds.js';

const item = (fields: Partial<OrderItem>): OrderItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Mug',
  priceCents: 1000,
  imageURL: '',
  cartQuantity: 1,
  ...fields,
});

describe('lineRefundCents', () => {
  it('gives back a unit at its discounted price, the odd cent with the last unit', () => {
    // 3 x $10.00, $1.00 off: $29.00 paid, $9.66 + $9.66 + $9.68.
    const mugs = item({ cartQuantity: 3, discountCents: 100 });
    expect(lineRefundCents(mugs, 1, true, 0)).toBe(966);
    expect(lineRefundCents(mugs, 1, true, 1)).toBe(967);
    expect(lineRefundCents(mugs, 1, true, 2)).toBe(967);
    expect(lineRefundCents(mugs, 3, true, 0)).toBe(2900);
  });

  it('adds the tax that was added on top, and not the tax inside the price', () => {
    const taxed = item({ cartQuantity: 2, taxCents: 145 });
    expect(lineRefundCents(taxed, 2, false)).toBe(2145);
    expect(lineRefundCents(taxed, 2, true)).toBe(2000);
  });

  it('never gives back more than was paid for a line, however its refunds are split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (priceCents, cartQuantity, taxCents, pricesIncludeTax, splits, discountShare) => {
          const discountCents = Math.floor(priceCents * cartQuantity * discountShare);
          const line = item({ priceCents, cartQuantity, taxCents, discountCents });
          const paid = priceCents * cartQuantity - discountCents + (pricesIncludeTax ? 0 : taxCents);
          let given = 0;
          let total = 0;
          for (const split of splits) {
            const quantity = Math.min(split, cartQuantity - given);
            if (quantity === 0) break;
            const cents = lineRefundCents(line, quantity, pricesIncludeTax, given);
            expect(cents).toBeGreaterThanOrEqual(0);
            total += cents;
            given += quantity;
          }
          total += lineRefundCents(line, cartQuantity - given, pricesIncludeTax, given);
          expect(total).toBe(paid);
        },
      ),
    );
  });
});
