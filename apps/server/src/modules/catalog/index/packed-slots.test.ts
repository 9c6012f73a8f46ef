import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.js';
import { PackedSlots } from './packed-slots.js';

/** Ascending slots with gaps of every width a group boundary can split: 1 to 5 bytes each. */
function slotsWithEveryGap(): number[] {
  const gaps = [1, 2, 126, 127, 128, 129, 16_383, 16_384, 16_385, 2_097_151, 2_097_152, 268_435_456];
  const slots: number[] = [0];
  for (const gap of [...gaps, ...gaps.reverse(), 1, 1, 3]) slots.push(slots.at(-1)! + gap);
  return slots;
}

describe('PackedSlots', () => {
  it('gives back every slot pushed, in order, whatever the gaps', () => {
    const slots = slotsWithEveryGap();
    const list = PackedSlots.from(slots);
    expect(list.length).toBe(slots.length);
    expect(list.last).toBe(slots.at(-1));
    expect([...list.toArray()]).toEqual(slots);
  });

  it('sets exactly its slots in a bitset, keeping what the bitset held', () => {
    const slots = [3, 4, 31, 32, 33, 200, 4_000, 4_095];
    const bitset = new Bitset(4_096);
    bitset.add(7);
    PackedSlots.from(slots).addTo(bitset);
    const set: number[] = [];
    bitset.forEach((slot) => set.push(slot));
    expect(set).toEqual([3, 4, 7, 31, 32, 33, 200, 4_000, 4_095]);
  });

  it('takes a byte a slot when the slots are close, a quarter of an Int32Array', () => {
    const list = PackedSlots.from(Array.from({ length: 10_000 }, (_, i) => i * 3));
    list.trim();
    expect(list.byteLength).toBe(10_000);
    expect(list.bytes.byteLength).toBe(10_000);
  });

  it('grows enough for a five-byte gap after a trim left no room', () => {
    const list = PackedSlots.from([0, 1, 2, 3]);
    list.trim();
    expect(list.bytes.length).toBe(4);
    list.push(3 + 2 ** 28);
    expect([...list.toArray()]).toEqual([0, 1, 2, 3, 3 + 2 ** 28]);
  });

  it('refuses a slot not above the last (a posting list only grows upward)', () => {
    const list = PackedSlots.from([5, 9]);
    expect(() => list.push(9)).toThrow(RangeError);
    expect(() => list.push(2)).toThrow(RangeError);
    expect([...list.toArray()]).toEqual([5, 9]);
  });

  it('goes on from packed bytes taken over, as a snapshot gives them back', () => {
    const first = PackedSlots.from([0, 10, 1_000]);
    const again = PackedSlots.of(first.contents().slice(), first.length, first.last);
    again.push(1_001);
    again.push(100_000);
    expect([...again.toArray()]).toEqual([0, 10, 1_000, 1_001, 100_000]);
    const empty = PackedSlots.of(new Uint8Array(0), 0, -1);
    empty.push(0);
    expect([...empty.toArray()]).toEqual([0]);
  });
});
