// Both stores give back every text as it was appended, whichever part of the file store holds it
// (its buffer or the file), and copy their bytes for a snapshot.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileCardStore, MemoryCardStore, type CardStore } from './card-store.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-store-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Texts of every size, some beyond ASCII, more than the file store's buffer in all. */
const texts = Array.from({ length: 3_000 }, (_, i) =>
  i % 500 === 7 ? 'é'.repeat(200_000) : `Café ${i} – 東京 🥊 ${'x'.repeat(i % 300)}`,
);

describe.each([
  ['memory', () => new MemoryCardStore()],
  ['file', () => new FileCardStore(dir)],
] as const)('the %s card store', (_name, make: () => CardStore) => {
  it('reads back every text, and copies its bytes', () => {
    const store = make();
    const ends = texts.map((text) => store.append(text));
    expect(store.length).toBe(ends.at(-1));
    texts.forEach((text, i) => expect(store.read(i === 0 ? 0 : ends[i - 1]!, ends[i]!)).toBe(text));

    const copy = new MemoryCardStore();
    const half = ends[1_499]!;
    for (const piece of store.pieces(half)) copy.appendBytes(piece);
    expect(copy.length).toBe(half);
    expect(copy.read(ends[1_497]!, ends[1_498]!)).toBe(texts[1_498]);
  });

  it('keeps its file nameless, so nothing is left behind', () => {
    make().append('a text');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
