import { describe, expect, it } from 'vitest';
import { utf8Chunks } from './utf8-chunks.js';

const joined = (text: string, chunkBytes: number) => {
  const pieces: Buffer[] = [];
  for (const chunk of utf8Chunks(text, chunkBytes)) {
    expect(chunk.length).toBeLessThanOrEqual(chunkBytes);
    pieces.push(Buffer.from(chunk));
  }
  return Buffer.concat(pieces);
};

describe('utf8Chunks', () => {
  it('gives the same bytes as encoding the text whole, in pieces no larger than asked', () => {
    const text = 'crème brûlée · 東京 · ' + 'plain ascii '.repeat(50) + '😀 mug 🍵 ß';
    for (const chunkBytes of [6, 7, 8, 9, 10, 64, 4096]) {
      expect(joined(text, chunkBytes).equals(Buffer.from(text, 'utf8'))).toBe(true);
    }
  });

  it('never splits a surrogate pair (an emoji at every position of a piece)', () => {
    for (let prefix = 0; prefix < 8; prefix += 1) {
      const text = 'a'.repeat(prefix) + '😀😀😀x😀';
      expect(joined(text, 6).toString('utf8')).toBe(text);
    }
  });

  it('gives nothing for an empty text, and refuses pieces too small for a surrogate pair', () => {
    expect([...utf8Chunks('', 16)]).toEqual([]);
    expect(() => [...utf8Chunks('😀', 5)]).toThrow(RangeError);
  });
});
