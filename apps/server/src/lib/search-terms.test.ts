import { describe, expect, it } from 'vitest';
import { searchWords, stem, typoPatterns } from './search-terms.js';

const likeToRegExp = (pattern: string) =>
  new RegExp(
    pattern.replace(/\\(.)|_|([.*+?^${}()|[\]])/g, (_, escaped: string, special: string) => {
      if (escaped) return `\\${escaped}`;
      if (special) return `\\${special}`;
      return '.';
    }),
  );

describe('search words', () => {
  it('splits on spaces, lower-cases, drops repeats and stems plurals', () => {
    expect(searchWords('  Red SHOES red  ')).toEqual(['red', 'shoe']);
    expect(stem('boxes')).toBe('box');
    expect(stem('batteries')).toBe('batter');
    expect(stem('glass')).toBe('glass');
    expect(stem('bus')).toBe('bus');
  });

  it('forgives one wrong, missing or extra letter in words of five letters or more', () => {
    const matches = (typed: string, text: string) =>
      typoPatterns(typed).some((pattern) => likeToRegExp(pattern).test(text));
    expect(matches('labtop', 'laptop')).toBe(true); // wrong letter
    expect(matches('lapop', 'laptop')).toBe(true); // missing letter
    expect(matches('lapttop', 'laptop')).toBe(true); // extra letter
    expect(matches('lbtpp', 'laptop')).toBe(false); // two wrong letters
    expect(typoPatterns('phon')).toEqual([]); // too short to guess
  });

  it('keeps LIKE wildcards in the typed word literal', () => {
    expect(typoPatterns('50%off').every((pattern) => pattern.includes('\\%') || !pattern.includes('%'))).toBe(
      true,
    );
  });
});
