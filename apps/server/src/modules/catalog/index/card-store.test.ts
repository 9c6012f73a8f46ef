// Both stores give back every text as it was appended, whichever part of the file store holds it
// (its buffer or the file), and copy their bytes for a snapshot; a file that cannot be made or
// written costs memory or a retry, never a damaged index.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CardColumns } from './card-columns.js';
import { cardStoreFor, FileCardStore, MemoryCardStore, type CardStore } from './card-store.js';
import { CatalogIndex, type IndexedProduct } from './catalog-index.js';

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

describe('where the cards go', () => {
  it('keeps the texts in memory, and says why, when no file can be made', () => {
    const warnings: string[] = [];
    const store = cardStoreFor(10, {
      inMemoryUpTo: 5,
      dir: '/dev/null/cards',
      warn: (m) => warnings.push(m),
    });
    expect(store).toBeInstanceOf(MemoryCardStore);
    expect(warnings).toEqual([expect.stringContaining('no file could be made in /dev/null/cards')]);
    expect(cardStoreFor(10, { inMemoryUpTo: 5, dir })).toBeInstanceOf(FileCardStore);
    expect(cardStoreFor(5, { inMemoryUpTo: 5, dir })).toBeInstanceOf(MemoryCardStore);
  });

  it('leaves the index as it was when a card cannot be written (a full disk)', async () => {
    let full = false;
    const texts = new MemoryCardStore();
    const failing: CardStore = {
      append: (text) => {
        if (full) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        return texts.append(text);
      },
      appendBytes: (bytes) => texts.appendBytes(bytes),
      read: (start, end) => texts.read(start, end),
      get length() {
        return texts.length;
      },
      pieces: (end) => texts.pieces(end),
    };
    const index = new CatalogIndex(new CardColumns(failing));
    const product = (n: number): IndexedProduct => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: `Lamp ${n}`,
      brand: 'Lumen',
      category: 'Home',
      priceCents: 1_000 + n,
      createdAt: new Date(1_700_000_000_000 + n),
      imageUrl: '/a.webp',
      description: 'A lamp.',
      stock: 3,
      reviewCount: 0,
      ratingSum: 0,
      editedAt: null,
      options: [{ name: 'Colour', values: ['Red'] }],
      priceMaxCents: null,
      compareAtCents: null,
      gallery: [],
    });
    index.append(product(1));
    await index.finishBuild();
    full = true;
    expect(() => index.apply(new Map([[product(2).id, product(2)]]))).toThrow('no space left');
    expect(index.slotCount).toBe(1);
    full = false;
    index.apply(new Map([[product(2).id, product(2)]]));
    expect(index.liveCount).toBe(2);
    expect(index.productOf(product(2).id)).toMatchObject({ name: 'Lamp 2', options: [{ values: ['Red'] }] });
    expect(index.optionIdsOf(1)).toEqual(Int32Array.of(0));
  });
});
