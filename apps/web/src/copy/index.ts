// The storefront's texts in the language of the page (decision 068). A page is in one language, from
// its URL ('/de/...' is German): the browser sets it once at boot (main.tsx), the server before each
// synchronous render (entry-server.tsx), so `copy.cart.added(name)` reads in that language wherever
// it is called. Languages other than English load on demand: an English page does not carry German.
import englishMessages from 'virtual:compiled-messages/en';
import {
  canParseMessages,
  Catalogue,
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  type CompiledMessage,
  type Language,
  loadMessageParser,
  setMoneyLocale,
  type ShopConfig,
  storefrontTexts,
  type StorefrontTexts,
  type Translation,
} from '@eshop/shared';

export type { StorefrontTexts };

export const storefrontCatalogue = new Catalogue(storefrontTexts);
// The messages come parsed: the browser's code has no ICU parser (compiled-messages.ts, decision 080).
storefrontCatalogue.addCompiled(englishMessages);

let pageLanguage: Language = DEFAULT_LANGUAGE;

/** Every text a shopper reads, in the page's language. */
export const copy = storefrontCatalogue.bind(() => pageLanguage);

export const currentLanguage = (): Language => pageLanguage;

const MESSAGE_KEYS = new Map(
  Object.entries(storefrontTexts.messages).map(([key, english]) => [english as string, key]),
);
type StaticRefusal = Exclude<
  keyof StorefrontTexts['discounts']['refusals'],
  'minimumSubtotal' | 'minimumQuantity'
>;
/** The discount code refusals without figures, as the server words them (decision 070). */
const REFUSAL_KEYS = new Map<string, StaticRefusal>(
  Object.entries(storefrontTexts.discounts.refusals).flatMap(([key, english]) =>
    typeof english === 'string' ? [[english, key as StaticRefusal] as const] : [],
  ),
);

/**
 * A message written in English by a shared form rule or the server, in the page's language when the
 * catalogue knows it ("Enter a valid e-mail address." -> "Bitte geben Sie eine gültige ..."); any
 * other message as it came.
 */
export function shownMessage(english: string): string {
  const key = MESSAGE_KEYS.get(english) as keyof StorefrontTexts['messages'] | undefined;
  if (key) return copy.messages[key];
  const refusal = REFUSAL_KEYS.get(english);
  return refusal ? copy.discounts.refusals[refusal] : english;
}
/** The locale the page writes numbers and dates in ('de-DE' on a German page). */
export const currentLocale = (): string => LANGUAGE_LOCALES[pageLanguage];

type LoadedTranslation = {
  texts: Translation<StorefrontTexts>;
  messages: ReadonlyMap<string, CompiledMessage>;
};
const TRANSLATIONS: Record<Exclude<Language, 'en'>, () => Promise<LoadedTranslation>> = {
  de: async () => {
    const [{ de }, { default: messages }] = await Promise.all([
      import('./de'),
      import('virtual:compiled-messages/de'),
    ]);
    return { texts: de, messages };
  },
};

/** Makes `language`'s texts ready (a download the first time), without drawing in it (Admin > Texts). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !storefrontCatalogue.hasLanguage(language)) {
    const { texts, messages } = await TRANSLATIONS[language]();
    storefrontCatalogue.addCompiled(messages);
    storefrontCatalogue.addTranslation(language, texts);
  }
}

/** Makes `language`'s texts ready (a download the first time), then draws in it. */
export async function loadPageLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  setPageLanguage(language);
}

/** Draws in `language`, which must be ready (the server's renders, between two awaits). */
export function setPageLanguage(language: Language): void {
  if (!storefrontCatalogue.hasLanguage(language)) throw new Error(`The ${language} texts are not loaded.`);
  pageLanguage = language;
  // Amounts in the language's way too ("19,99 €"), unless the owner set the currency's look.
  setMoneyLocale(LANGUAGE_LOCALES[language]);
}

let parserLoading: Promise<void> | undefined;

/**
 * Makes the owner's wording (Admin > Texts) formattable before it is drawn. Their plain texts need
 * nothing; a message of theirs (a text with arguments) was not parsed at build time, so the browser
 * loads FormatJS's parser for it, once.
 */
export function prepareOwnerTexts(texts: ShopConfig['texts']): Promise<void> {
  const hasOwnMessages = Object.values(texts ?? {}).some((overrides) =>
    Object.keys(overrides ?? {}).some((key) => storefrontCatalogue.isMessage(key)),
  );
  if (!hasOwnMessages || canParseMessages()) return Promise.resolve();
  // What did not parse without it is tried again. A failed download (a tab older than a deploy) is
  // tried again with the next config; meanwhile those texts read as the shop's default.
  parserLoading ??= loadMessageParser().then(
    () => storefrontCatalogue.forgetFormats(),
    (error: unknown) => {
      parserLoading = undefined;
      throw error;
    },
  );
  return parserLoading;
}
