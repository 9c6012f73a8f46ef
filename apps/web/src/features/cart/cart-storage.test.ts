import { beforeEach, describe, expect, it } from 'vitest';
import { PENDING_MERGE_KEY, loadPendingMerge, savePendingMerge } from './cart-storage';

const PHONE = '11111111-1111-4111-8111-111111111111';
const merge = { mergeId: '6a1f6a52-5d0e-4c47-9a0e-8f3b7d2c1e01', items: [{ productId: PHONE, quantity: 2 }] };

describe('a merge waiting for its answer', () => {
  beforeEach(() => localStorage.clear());

  it('survives a reload as it was sent, and is forgotten once cleared', () => {
    savePendingMerge(merge);
    expect(loadPendingMerge()).toEqual(merge);
    savePendingMerge(null);
    expect(localStorage.getItem(PENDING_MERGE_KEY)).toBeNull();
    expect(loadPendingMerge()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a malformed id', JSON.stringify({ ...merge, mergeId: 'x' })],
    ['a bad line', JSON.stringify({ ...merge, items: [{ productId: PHONE, quantity: 0 }] })],
    ['the same product twice', JSON.stringify({ ...merge, items: [...merge.items, ...merge.items] })],
  ])('is dropped when stored as %s (the server would refuse it every time)', (_case, stored) => {
    localStorage.setItem(PENDING_MERGE_KEY, stored);
    expect(loadPendingMerge()).toBeNull();
  });
});
