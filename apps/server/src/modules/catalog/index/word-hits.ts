// Where one search word is found in the index, by the rules of decision 017: a substring of the name,
// the brand or the category (with one typo forgiven when asked), and whether the name has it whole.
// A word without white space is inside a name exactly when it is inside one of the name's words, so
// the distinct words of all names (thousands, not millions) are what is scanned.
import type { Bitset } from './bitset.js';
import type { CatalogIndex, FieldValues } from './catalog-index.js';
import { typoPatterns } from '../search-terms.js';

export type WordHits = {
  /** Slots where the word is anywhere: name, brand or category. */
  anywhere: Bitset;
  inName: Bitset;
  /** Slots whose name has the word whole (between spaces or the ends). */
  wholeInName: Bitset;
  /** By brand id, by category id: 1 when that brand or category contains the word. */
  brands: Uint8Array;
  categories: Uint8Array;
};

/** A LIKE pattern of typoPatterns (`_` one character, `\` escapes) as a regular expression. */
function likeToRegExpSource(pattern: string): string {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i]!;
    if (ch === '\\') source += escapeRegExp(pattern[++i] ?? '');
    else if (ch === '_') source += '[^]';
    else source += escapeRegExp(ch);
  }
  return source;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Tests a text for the word as typed, or, forgiving typos, with one letter wrong, missing or extra. */
export function wordTester(word: string, forgiveTypos: boolean): (text: string) => boolean {
  const patterns = forgiveTypos ? typoPatterns(word) : [];
  if (patterns.length === 0) return (text) => text.includes(word);
  const typo = new RegExp(patterns.map(likeToRegExpSource).join('|'), 'u');
  return (text) => text.includes(word) || typo.test(text);
}

function fieldHits(field: FieldValues, test: (text: string) => boolean, anywhere: Bitset): Uint8Array {
  const hits = new Uint8Array(field.values.length);
  field.lowered.forEach((value, id) => {
    if (!test(value)) return;
    hits[id] = 1;
    const list = field.slots[id]!;
    anywhere.addAll(list.items, list.length);
  });
  return hits;
}

export function findWord(index: CatalogIndex, word: string, forgiveTypos: boolean): WordHits {
  const test = wordTester(word, forgiveTypos);
  const inName = index.newBitset();
  for (const [token, list] of index.tokens) {
    if (test(token)) inName.addAll(list.items, list.length);
  }
  const wholeInName = index.newBitset();
  const whole = index.tokens.get(word);
  if (whole) wholeInName.addAll(whole.items, whole.length);
  const anywhere = index.newBitset();
  anywhere.unite(inName);
  const brands = fieldHits(index.brands, test, anywhere);
  const categories = fieldHits(index.categories, test, anywhere);
  return { anywhere, inName, wholeInName, brands, categories };
}

/** Best match (decision 017): per word, 3 for the name, 2 the brand, 1 the category, 1 more whole. */
export function scoreOf(index: CatalogIndex, hits: readonly WordHits[], slot: number): number {
  let score = 0;
  const brand = index.brandOf[slot]!;
  const category = index.categoryOf[slot]!;
  for (const word of hits) {
    if (word.inName.has(slot)) score += 3;
    if (word.brands[brand]) score += 2;
    if (word.categories[category]) score += 1;
    if (word.wholeInName.has(slot)) score += 1;
  }
  return score;
}
