// Where one search word is found in the index, by the rules of decisions 017 and 061: a substring of
// the name, the brand or the category (with one typo forgiven when asked), whether the name has it
// whole, and an option value's or the description's whole word. A word is looked for in each of its
// forms (itself and its synonyms): a hit of any form is the word's.
// A word without white space is inside a name exactly when it is inside one of the name's words, so
// the distinct words of all names (thousands, not millions) are what is searched, through their
// three-character pieces.
import type { Bitset } from './bitset.js';
import type { CatalogIndex, FieldValues } from './catalog-index.js';
import {
  OPTION_HIT_SCORE,
  typoPatterns,
  WHOLE_WORD_BONUS,
  wholeWordForms,
} from '../../../lib/search-terms.js';

export type WordHits = {
  /** Slots where the word is anywhere: name, brand, category, option values or description. */
  anywhere: Bitset;
  /** Only when found for scoring: slots whose name has the word, and has it whole. */
  inName?: Bitset;
  wholeInName?: Bitset;
  /** Only when found for scoring: slots with an option value that has the word whole. */
  inOptions?: Bitset;
  /** By brand id, by category id: 1 when that brand or category contains the word. */
  brands: Uint8Array;
  categories: Uint8Array;
  /** Only when found for scoring: by brand id, by category id, 1 when it has the word whole. */
  wholeBrands?: Uint8Array;
  wholeCategories?: Uint8Array;
};

function wholeFieldHits(field: FieldValues, forms: string[]): Uint8Array {
  const hits = new Uint8Array(field.values.length);
  field.lowered.forEach((value, id) => {
    if (value.split(/\s+/).some((part) => forms.includes(part))) hits[id] = 1;
  });
  return hits;
}

/**
 * Whether `text` contains `word` with one letter wrong, one missing or one extra (not at either end):
 * the same texts the LIKE patterns of typoPatterns match, checked window by window without building
 * thirty patterns. A window is compared from its start to the first difference, and the typo is
 * tried at each position up to that difference.
 */
export function hasWithOneTypo(text: string, word: string): boolean {
  const length = word.length;
  for (let start = 0; start + length - 1 <= text.length; start += 1) {
    let same = 0;
    while (
      same < length &&
      start + same < text.length &&
      text.charCodeAt(start + same) === word.charCodeAt(same)
    ) {
      same += 1;
    }
    if (same === length) return true;
    // One letter wrong: the rest of the window after the difference matches.
    if (
      start + length <= text.length &&
      equalRun(text, start + same + 1, word, same + 1, length - same - 1)
    ) {
      return true;
    }
    for (let at = 0; at <= same; at += 1) {
      // One letter missing at `at`: the window is one shorter.
      if (equalRun(text, start + at, word, at + 1, length - at - 1)) return true;
      // One letter too many after position `at` (never before the first letter or after the last).
      if (at >= 1 && at < length && start + length + 1 <= text.length) {
        if (equalRun(text, start + at + 1, word, at, length - at)) return true;
      }
    }
  }
  return false;
}

/** `count` characters of `text` from `from` equal those of `word` from `wordFrom` (and exist). */
function equalRun(text: string, from: number, word: string, wordFrom: number, count: number): boolean {
  if (from + count > text.length) return false;
  for (let i = 0; i < count; i += 1) {
    if (text.charCodeAt(from + i) !== word.charCodeAt(wordFrom + i)) return false;
  }
  return true;
}

/** Tests a text for the word as typed, or, forgiving typos, with one letter wrong, missing or extra. */
export function wordTester(word: string, forgiveTypos: boolean): (text: string) => boolean {
  if (!forgiveTypos || typoPatterns(word).length === 0) return (text) => text.includes(word);
  return (text) => text.includes(word) || hasWithOneTypo(text, word);
}

/** Tests a text for any of a word's forms. */
function formsTester(forms: readonly string[], forgiveTypos: boolean): (text: string) => boolean {
  const tests = forms.map((form) => wordTester(form, forgiveTypos));
  return tests.length === 1 ? tests[0]! : (text) => tests.some((test) => test(text));
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

/**
 * Where a search word is, in any of its `forms` (the word, then its synonyms). `forScoring` (Best
 * match) also keeps where it is in the name, where whole, and in which option values; the other
 * sorts need only where it is at all, which saves three bitsets per word.
 */
export function findWord(
  index: CatalogIndex,
  forms: readonly string[],
  forgiveTypos: boolean,
  forScoring: boolean,
): WordHits {
  const test = formsTester(forms, forgiveTypos);
  const wholeForms = forms.flatMap(wholeWordForms);
  const anywhere = index.newBitset();
  const inName = forScoring ? index.newBitset() : anywhere;
  // A typo may change any three letters in a row, so forgiving typos reads every word.
  const candidates = forgiveTypos
    ? [index.tokenCandidates('')]
    : forms.map((form) => index.tokenCandidates(form));
  for (const tokenIds of candidates) {
    for (const tokenId of tokenIds) {
      if (!test(index.tokens[tokenId]!)) continue;
      index.tokenSlots[tokenId]!.addTo(inName);
    }
  }
  // Option values and descriptions: their words whole, as typed (no typo forgiven).
  for (const form of wholeForms) {
    index.slotsWithWholeWord(form)?.addTo(anywhere);
  }
  let wholeInName: Bitset | undefined;
  let inOptions: Bitset | undefined;
  if (forScoring) {
    anywhere.unite(inName);
    wholeInName = index.newBitset();
    // The name's words that are the word or its plural ('phones' for 'phone'); never 'headphones'.
    for (const form of wholeForms) {
      index.slotsWithToken(form)?.addTo(wholeInName);
    }
    inOptions = index.newBitset();
    index.optionValueWords.forEach((words, id) => {
      if (!words.some((word) => wholeForms.includes(word))) return;
      const list = index.optionValues.slots[id]!;
      inOptions!.addAll(list.items, list.length);
    });
  }
  const brands = fieldHits(index.brands, test, anywhere);
  const categories = fieldHits(index.categories, test, anywhere);
  if (!forScoring) return { anywhere, brands, categories };
  return {
    anywhere,
    brands,
    categories,
    inName,
    wholeInName,
    inOptions,
    wholeBrands: wholeFieldHits(index.brands, wholeForms),
    wholeCategories: wholeFieldHits(index.categories, wholeForms),
  };
}

/**
 * Best match (decisions 017, 025, 061): per word, 3 for the name, 2 the brand, 1 the category, 2 an
 * option value having it whole; 6 more when any of them has the word whole (a plural folded), so a
 * phone ranks above headphones; 1 more when the name has it whole; a word only in the description
 * adds nothing. Every match starts at 1 (0 marks no match), so at most 1 + 15 a word, 121 for the 8
 * words of a term: under the 255 of a byte. The database sorts by the same sums less the 1.
 */
export function scoreOf(index: CatalogIndex, hits: readonly WordHits[], slot: number): number {
  let score = 1;
  const brand = index.brandOf[slot]!;
  const category = index.categoryOf[slot]!;
  for (const word of hits) {
    if (word.inName!.has(slot)) score += 3;
    if (word.brands[brand]) score += 2;
    if (word.categories[category]) score += 1;
    const inOptions = word.inOptions!.has(slot);
    if (inOptions) score += OPTION_HIT_SCORE;
    const wholeInName = word.wholeInName!.has(slot);
    if (wholeInName) score += 1;
    if (wholeInName || inOptions || word.wholeBrands![brand] || word.wholeCategories![category]) {
      score += WHOLE_WORD_BONUS;
    }
  }
  return score;
}
