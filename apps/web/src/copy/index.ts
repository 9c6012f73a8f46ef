// The storefront's texts in the language of the page (decision 068). A page is in one language, from
// its URL ('/de/...' is German): the browser sets it once at boot (main.tsx), the server before each
// synchronous render (entry-server.tsx), so `copy.cart.added(name)` reads in that language wherever
// it is called. Languages other than English load on demand: an English page does not carry German.
import {
  Catalogue,
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  type Language,
  setMoneyLocale,
  storefrontTexts,
  type StorefrontTexts,
  type Translation,
} from '@eshop/shared';

export type { StorefrontTexts };

export const storefrontCatalogue = new Catalogue(storefrontTexts);

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

const TRANSLATIONS: Record<Exclude<Language, 'en'>, () => Promise<Translation<StorefrontTexts>>> = {
  de: () => import('./de').then((module) => module.de),
};

/** Makes `language`'s texts ready (a download the first time), without drawing in it (Admin > Texts). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !storefrontCatalogue.hasLanguage(language)) {
    storefrontCatalogue.addTranslation(language, await TRANSLATIONS[language]());
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
