// The storefront's languages and where each lives (decision 068): English, the spec's, at '/', every
// other language under its own prefix ('/de/...'). Kept apart from the catalogue (i18n.ts), so the
// browser's first script reads a page's language without the message formatter.
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The spec's language: the storefront at `/`; every other language under its own prefix (`/de/...`). */
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language in its own words, as a language switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };
/** The locale numbers, dates and country names are written in. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The path prefix of a language: '' for the default one, '/de' for German. */
export const languagePrefix = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`;

/** The language a path is in and the path without its prefix: '/de/cart' -> de, '/cart'. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
    return { language: match[1], path: pathname.slice(3) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** `path` (without a prefix) in `language`: '/cart' -> '/de/cart', '/' -> '/de'. */
export const pathIn = (language: Language, path: string): string =>
  language === DEFAULT_LANGUAGE ? path : `${languagePrefix(language)}${path === '/' ? '' : path}`;
