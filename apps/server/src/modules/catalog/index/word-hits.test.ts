import { describe, expect, it } from 'vitest';
import { typoPatterns } from '../../../lib/search-terms.js';
import { hasWithOneTypo } from './word-hits.js';

/** The database's meaning of a typo: any of the LIKE patterns, `_` one character, `\` escaping. */
function likeOracle(word: string): RegExp {
  const source = typoPatterns(word).map((pattern) => {
    let out = '';
    for (let i = 0; i < pattern.length; i += 1) {
      const ch = pattern[i]!;
      if (ch === '\\') out += (pattern[++i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      else if (ch === '_') out += '[^]';
      else out += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    return out;
  });
  return new RegExp(source.join('|'));
}

describe('hasWithOneTypo', () => {
  it('finds the word with one letter wrong, missing or extra', () => {
    expect(hasWithOneTypo('ultra laptop 15', 'labtop')).toBe(true);
    expect(hasWithOneTypo('laptop', 'laptopp')).toBe(true);
    expect(hasWithOneTypo('headphones', 'hedphones')).toBe(true);
    expect(hasWithOneTypo('sneaker', 'snekaer')).toBe(false);
  });

  it('matches exactly the texts the LIKE patterns match, on thousands of random cases', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const letters = 'abc_%';
    const text = (length: number) => Array.from({ length }, () => letters[random(letters.length)]).join('');
    let agreed = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const word = text(5 + random(3));
      const haystack = random(3) === 0 ? `${text(random(4))}${word}${text(random(4))}` : text(random(14));
      const oracle = likeOracle(word).test(haystack);
      expect({ word, haystack, found: hasWithOneTypo(haystack, word) }).toEqual({
        word,
        haystack,
        found: oracle,
      });
      if (oracle) agreed += 1;
    }
    expect(agreed).toBeGreaterThan(1_000);
  });
});
