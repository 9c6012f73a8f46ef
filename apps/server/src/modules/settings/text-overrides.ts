// The owner's wording of storefront texts (Admin > Texts, decision 069): rows of text_overrides, one
// per language and key of the storefront's catalogue (@eshop/shared storefront-texts.ts). A save is
// checked against the catalogue (the key exists; a message parses as ICU and uses only its own
// arguments) and announced to every instance and every open storefront in the same transaction.
import { and, asc, eq } from 'drizzle-orm';
import {
  Catalogue,
  icuProblem,
  storefrontTexts,
  type Language,
  type TextOverride,
  type TextOverridesByLanguage,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { textOverrides } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { publishEvent } from '../events/index.js';

/** Every storefront text by its key, with the arguments a message may use. */
const STOREFRONT_TEXTS = new Map(new Catalogue(storefrontTexts).entries().map((entry) => [entry.key, entry]));

/** Every override, by language and key, as the storefront applies them (in the shop's config). */
export async function readTextOverrides(db: Pick<Db, 'select'>): Promise<TextOverridesByLanguage> {
  const rows = await db
    .select({ language: textOverrides.language, key: textOverrides.key, text: textOverrides.text })
    .from(textOverrides);
  const byLanguage: TextOverridesByLanguage = {};
  for (const row of rows) (byLanguage[row.language] ??= {})[row.key] = row.text;
  return byLanguage;
}

/** The overrides as the admin lists them, newest first. */
export async function listTextOverrides(db: Pick<Db, 'select'>): Promise<TextOverride[]> {
  const rows = await db
    .select()
    .from(textOverrides)
    .orderBy(asc(textOverrides.language), asc(textOverrides.key));
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/** Saves the owner's text for `key` in `language`, or with null gives the key its default back. */
export async function saveTextOverride(
  db: Db,
  language: Language,
  key: string,
  text: string | null,
): Promise<void> {
  const entry = STOREFRONT_TEXTS.get(key);
  if (!entry) {
    throw new AppError('VALIDATION_ERROR', 'The storefront has no text with this key.', [
      { path: 'key', message: `No storefront text is called ${key}.` },
    ]);
  }
  if (text !== null && entry.params.length > 0) {
    const problem = icuProblem(text, entry.params, language);
    if (problem) {
      const allowed = entry.params.map((name) => `{${name}}`).join(', ');
      throw new AppError('VALIDATION_ERROR', 'The text cannot be shown as written.', [
        { path: 'text', message: `${problem}. This text can use ${allowed}.` },
      ]);
    }
  }
  await db.transaction(async (tx) => {
    const row = and(eq(textOverrides.language, language), eq(textOverrides.key, key));
    if (text === null) await tx.delete(textOverrides).where(row);
    else {
      await tx
        .insert(textOverrides)
        .values({ language, key, text })
        .onConflictDoUpdate({
          target: [textOverrides.language, textOverrides.key],
          set: { text, updatedAt: new Date() },
        });
    }
    // Public: open storefronts fetch the shop's config again and show the new text.
    await publishEvent(tx, 'public', 'settings.changed', { section: 'texts' });
  });
}
