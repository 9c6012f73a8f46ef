import { describe, expect, it } from 'vitest';
import { releaseGarbage } from './release-garbage.js';

describe('releaseGarbage', () => {
  it('gives back the heap that a burst of garbage grew, without a global gc', () => {
    let burst: { n: number; text: string }[] | undefined = [];
    for (let n = 0; n < 1_500_000; n += 1) burst.push({ n, text: `row ${n}` });
    const grown = process.memoryUsage().heapTotal;
    expect(burst.length).toBe(1_500_000);
    burst = undefined;

    releaseGarbage();

    // The burst held well over 100 MB of heap; what is left is the test's own.
    expect(grown - process.memoryUsage().heapTotal).toBeGreaterThan(50 * 1024 * 1024);
    expect('gc' in globalThis).toBe(false);
  });
});
