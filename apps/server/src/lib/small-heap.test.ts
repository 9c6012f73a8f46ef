import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { SMALL_HOST_MEMORY_BYTES, memoryAvailable, wantsSmallHeap } from './small-heap.js';

const GIB = 1024 ** 3;

describe('SMALL_HOST', () => {
  it('auto keeps the heap small on a host of 2 GiB or less, and not above', () => {
    expect(wantsSmallHeap('auto', 1 * GIB)).toBe(true);
    expect(wantsSmallHeap('auto', SMALL_HOST_MEMORY_BYTES)).toBe(true);
    expect(wantsSmallHeap('auto', 4 * GIB)).toBe(false);
  });

  it('true and false win over the memory the host has', () => {
    expect(wantsSmallHeap(true, 64 * GIB)).toBe(true);
    expect(wantsSmallHeap(false, 512 * 1024 ** 2)).toBe(false);
  });

  it("reads the process's limit when there is one, never more than the machine's memory", () => {
    const available = memoryAvailable();
    expect(available).toBeGreaterThan(0);
    expect(available).toBeLessThanOrEqual(os.totalmem());
    const limit = process.constrainedMemory();
    if (limit > 0 && limit < os.totalmem()) expect(available).toBe(limit);
  });
});
