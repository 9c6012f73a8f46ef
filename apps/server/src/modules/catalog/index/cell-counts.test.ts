import { describe, expect, it } from 'vitest';
import { CellCounts } from './cell-counts.js';

describe('CellCounts', () => {
  it('counts each (category, brand) pair over any stretch as counting them one by one does', () => {
    let state = 7;
    const next = (n: number) => (state = (state * 48_271) % 2_147_483_647) % n;
    const size = 5_000;
    // 3 categories x 40 brands: more pairs than fit a block of the shortest length.
    const categoryOf = Int32Array.from({ length: size }, () => next(3));
    const brandOf = Int32Array.from({ length: size }, () => next(40));
    const slots = Int32Array.from({ length: 3_500 }, () => next(size));
    const counts = new CellCounts(slots, categoryOf, brandOf, 3, 40);
    for (const [from, to] of [
      [0, 0],
      [0, 3_500],
      [5, 6],
      [1_000, 1_024],
      [1_023, 2_049],
      [100, 3_499],
      [2_048, 3_500],
    ] as const) {
      const out = new Int32Array(counts.cellCount);
      counts.addRange(out, from, to);
      const expected = new Int32Array(counts.cellCount);
      for (let i = from; i < to; i += 1) expected[categoryOf[slots[i]!]! * 40 + brandOf[slots[i]!]!]! += 1;
      expect(Array.from(out)).toEqual(Array.from(expected));
    }
  });
});
