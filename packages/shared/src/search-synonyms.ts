// Words shoppers mean the same thing by (issue 35, decision 061): a search for any word of a group
// finds what the others find. The owner edits the groups in the settings; these are the defaults.
import { z } from 'zod';

export const DEFAULT_SEARCH_SYNONYMS: string[][] = [
  ['shoe', 'sneaker', 'trainer'],
  ['tee', 't-shirt'],
  ['sweater', 'jumper', 'pullover'],
  ['headphone', 'headset', 'earphone'],
  ['tv', 'television'],
  ['couch', 'sofa'],
];

export const MAX_SYNONYM_GROUPS = 200;
export const MAX_SYNONYMS_PER_GROUP = 20;

const synonymSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(40, { error: 'Use words of at most 40 characters.' })
  .regex(/^[^\s\p{Cc}]+$/u, { error: 'Write one word per entry (no spaces).' });

export const searchSynonymsSchema = z
  .object({
    groups: z
      .array(
        z
          .array(synonymSchema)
          .min(2, { error: 'A group needs at least two words.' })
          .max(MAX_SYNONYMS_PER_GROUP, { error: `A group holds at most ${MAX_SYNONYMS_PER_GROUP} words.` }),
      )
      .max(MAX_SYNONYM_GROUPS, { error: `Keep at most ${MAX_SYNONYM_GROUPS} groups.` }),
  })
  .strict();
export type SearchSynonymsInput = z.input<typeof searchSynonymsSchema>;
export type SearchSynonyms = z.output<typeof searchSynonymsSchema>;

/** The owner's text (a group per line, words separated by commas) as groups; blank lines skipped. */
export const synonymGroupsOf = (text: string): string[][] =>
  text
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0);

/** The groups as the owner's text. */
export const synonymTextOf = (groups: readonly (readonly string[])[]): string =>
  groups.map((group) => group.join(', ')).join('\n');
