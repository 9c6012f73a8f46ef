import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TextColumn, UuidColumn, uuidBytes } from './packed-columns.js';

describe('UuidColumn', () => {
  it('gives back each id as stored and orders them as their text orders', () => {
    const ids = Array.from({ length: 3_000 }, () => crypto.randomUUID());
    const column = new UuidColumn();
    ids.forEach((id, slot) => column.set(slot, id));
    ids.forEach((id, slot) => expect(column.get(slot)).toBe(id));
    const slots = ids.map((_, slot) => slot);
    const byText = [...slots].sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1));
    expect([...slots].sort((a, b) => column.compare(a, b))).toEqual(byText);
    expect(column.compareTo(7, uuidBytes(ids[7]!))).toBe(0);
    expect(column.get(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('TextColumn', () => {
  it('orders texts as < does, prefixes first', () => {
    const texts = ['pro', 'pro max', 'apex', '', 'ápex', 'pro', 'zed', 'a b', 'ab'];
    const column = new TextColumn();
    texts.forEach((text) => column.push(text));
    const slots = texts.map((_, slot) => slot);
    const sign = (n: number) => Math.sign(n);
    for (const a of slots) {
      for (const b of slots) {
        const expected = texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : 0;
        expect(sign(column.compare(a, b))).toBe(expected);
      }
    }
  });
});
