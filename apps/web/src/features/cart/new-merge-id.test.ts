import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartMergeInputSchema } from '@eshop/shared';
import { newMergeId } from './new-merge-id';

const isAcceptedMergeId = (mergeId: string) => cartMergeInputSchema.safeParse({ mergeId, items: [] }).success;

describe('a merge id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a fresh UUID the server accepts', () => {
    const [first, second] = [newMergeId(), newMergeId()];
    expect(isAcceptedMergeId(first)).toBe(true);
    expect(first).not.toBe(second);
  });

  it('is made from random bytes where randomUUID is missing (plain http)', () => {
    const { crypto: secureCrypto } = globalThis;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => secureCrypto.getRandomValues(array),
    });
    const ids = Array.from({ length: 50 }, newMergeId);
    expect(ids.every(isAcceptedMergeId)).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });
});
