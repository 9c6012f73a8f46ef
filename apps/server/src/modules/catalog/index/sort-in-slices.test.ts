import { describe, expect, it } from 'vitest';
import { sortInSlices } from './sort-in-slices.js';

describe('sortInSlices', () => {
  it('sorts as Array.prototype.sort does, ties and all, across many runs', async () => {
    const keys = Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 1_000);
    const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
    const slots = Int32Array.from(keys, (_, i) => i);
    const expected = [...slots].sort(compare);
    expect([...(await sortInSlices(slots, compare))]).toEqual(expected);
  });

  it('hands the thread back while it sorts', async () => {
    const slots = Int32Array.from({ length: 200_000 }, (_, i) => (i * 104_729) % 200_000);
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    const sorted = await sortInSlices(slots, (a, b) => a - b, 1);
    clearInterval(ticker);
    expect(sorted[0]).toBe(0);
    expect(sorted[199_999]).toBe(199_999);
    expect(turns).toBeGreaterThan(1);
  });

  it('sorts nothing and one', async () => {
    expect([...(await sortInSlices(new Int32Array(0), (a, b) => a - b))]).toEqual([]);
    expect([...(await sortInSlices(Int32Array.of(5), (a, b) => a - b))]).toEqual([5]);
  });
});
