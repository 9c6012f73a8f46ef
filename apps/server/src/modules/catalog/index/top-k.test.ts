import { describe, expect, it } from 'vitest';
import { TopK } from './top-k.js';

describe('TopK', () => {
  it('keeps the k smallest keys, smallest first, as sorting them all does (ties included)', () => {
    let state = 1;
    const next = () => (state = (state * 48_271) % 2_147_483_647);
    for (const [count, k, spread] of [
      [0, 3, 10],
      [5, 10, 3],
      [1_000, 1, 50],
      [1_000, 60, 20],
      [10_000, 600, 100_000],
    ] as const) {
      const keys = Array.from({ length: count }, () => (next() % spread) - spread / 2);
      const top = new TopK(k);
      for (const key of keys) top.offer(key);
      expect(Array.from(top.sorted())).toEqual(keys.sort((a, b) => a - b).slice(0, k));
    }
  });
});
