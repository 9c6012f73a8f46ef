// What a shopper's search means (issue 12, decision 017): the words of the term, in any order and in
// any of the fields (name, brand, category), each as a substring; a plural finds the singular and the
// other way round; and, when nothing matches, one wrong, missing or extra letter in a word of five or
// more letters is forgiven. The spec's own rule (the whole term as a substring) is always covered:
// every product containing the term contains each of its words.

export const MAX_SEARCH_WORDS = 8;
/**
 * Best match: what a word found whole (or its plural) in the name, brand or category adds, more than
 * a hit inside longer words in all three fields (3 + 2 + 1), so 'phones' finds phones before headphones.
 */
export const WHOLE_WORD_BONUS = 6;

/**
 * Best match: what an option value having the word whole adds (decision 061), like a brand hit; it
 * earns the whole-word bonus too, so 'red shoe' finds red shoes before shoes described as red.
 */
export const OPTION_HIT_SCORE = 2;

/**
 * A word of a field (between spaces) is the search word whole when it is one of these: the (stemmed)
 * word, or its plural. The database tests them with LIKE, the index by comparing its words.
 */
export const wholeWordForms = (word: string): string[] => [word, `${word}s`, `${word}es`];

/** Words this long or longer forgive one typo. */
export const TYPO_MIN_LENGTH = 5;

/** 'shoes' -> 'shoe', 'boxes' -> 'box', 'glass' stays: a stem every form of the word contains. */
export function stem(word: string): string {
  if (word.length < 4 || word.endsWith('ss')) return word;
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The term's distinct words, lower-cased and stemmed, at most MAX_SEARCH_WORDS. */
export function searchWords(term: string): string[] {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean).map(stem);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * LIKE patterns (without the surrounding %) that match the word with one letter wrong (each letter
 * in turn as `_`), one letter missing (`_` between two letters) or one letter too many (each letter
 * left out); empty for short words.
 */
export function typoPatterns(word: string): string[] {
  if (word.length < TYPO_MIN_LENGTH) return [];
  const letters = [...word];
  const at = (parts: string[]) => parts.map(escapeLike).join('');
  const patterns = new Set<string>();
  letters.forEach((_, i) => {
    patterns.add(`${at(letters.slice(0, i))}_${at(letters.slice(i + 1))}`);
    patterns.add(at([...letters.slice(0, i), ...letters.slice(i + 1)]));
    if (i > 0) patterns.add(`${at(letters.slice(0, i))}_${at(letters.slice(i))}`);
  });
  return [...patterns];
}

/**
 * What ends a word of a description or an option value: white space and ASCII punctuation (not '-',
 * so 't-shirt' stays one word). The database's `words_text` (migration 0022) splits at exactly these.
 */
export const WORD_BREAKS_PATTERN = String.raw`[ \t\n\r\f\v.,;:!?()\[\]{}"'/\\|<>*&+=~^@#$%]+`;
/** NOTE: the same pattern in JavaScript and in PostgreSQL's regular expressions: both read it alike. */
export const WORD_BREAKS = new RegExp(WORD_BREAKS_PATTERN);

/** The distinct whole words of a description or an option value, lower-cased. */
export function wholeWordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().split(WORD_BREAKS).filter(Boolean))];
}

/**
 * Groups of words shoppers mean the same thing by (decision 061): the owner edits them in the
 * settings; these are the defaults. Each entry is one word.
 */
export type SynonymGroups = readonly (readonly string[])[];

/** Each word's alternatives (itself first), stemmed as search words are; built once per groups. */
export type SynonymLookup = ReadonlyMap<string, readonly string[]>;

export function synonymLookup(groups: SynonymGroups): SynonymLookup {
  const lookup = new Map<string, string[]>();
  for (const group of groups) {
    const stems = [...new Set(group.flatMap((word) => searchWords(word)))];
    for (const word of stems) {
      const known = lookup.get(word) ?? [word];
      for (const other of stems) if (!known.includes(other)) known.push(other);
      lookup.set(word, known);
    }
  }
  return lookup;
}

export const NO_SYNONYMS: SynonymLookup = new Map();

/**
 * A term's words, each with what it is looked for as: the word, then its synonyms (a product matches
 * the word when it matches any of them).
 */
export function searchWordForms(term: string, synonyms: SynonymLookup): string[][] {
  return searchWords(term).map((word) => [...(synonyms.get(word) ?? [word])]);
}
