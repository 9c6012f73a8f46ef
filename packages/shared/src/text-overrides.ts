// The owner's wording of storefront texts (Admin > Texts, decision 069): per language, an override
// per text key of the storefront's catalogue (storefront-texts.ts). The spec's texts stay the
// defaults; an override saved is shown on every instance at once; one removed reads the default again.
import { z } from 'zod';
import { LANGUAGES } from './languages.js';

/** The longest text the owner may write for one key (the longest default is under 300). */
export const MAX_TEXT_OVERRIDE_LENGTH = 1000;

export const languageSchema = z.enum(LANGUAGES);

/** Each language's overrides by text key: `{ en: { 'catalog.addToCart': 'Add to cart' } }`. */
export const textOverridesByLanguageSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type TextOverridesByLanguage = z.infer<typeof textOverridesByLanguageSchema>;

/** One override as the admin lists it. */
export const textOverrideSchema = z.object({
  language: languageSchema,
  key: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export type TextOverride = z.infer<typeof textOverrideSchema>;

export const textOverridesResponseSchema = z.object({ overrides: z.array(textOverrideSchema) });
export type TextOverridesResponse = z.infer<typeof textOverridesResponseSchema>;

/** Saves the owner's text for a key, or with `text: null` gives the key its default back. */
export const saveTextOverrideBodySchema = z.object({
  key: z.string().min(1).max(200),
  text: z
    .string()
    .trim()
    .min(1, { error: 'Write the text, or reset it to the default.' })
    .max(MAX_TEXT_OVERRIDE_LENGTH, { error: `A text can be at most ${MAX_TEXT_OVERRIDE_LENGTH} characters.` })
    .nullable(),
});
export type SaveTextOverrideBody = z.input<typeof saveTextOverrideBodySchema>;
