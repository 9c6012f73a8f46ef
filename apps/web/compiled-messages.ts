// The storefront's ICU messages parsed when the app is built (decision 080): the English catalogue
// (@eshop/shared's storefront-texts.ts) and the German translation (src/copy/de.ts) come to the browser
// as FormatJS's message trees, so the browser formats them without FormatJS's parser, 8.5 KB of every
// page. Plain texts need no parsing. The owner's own wording of a message (Admin > Texts) arrives at
// run time: for that the browser loads the parser on demand (src/copy/message-parser.ts).
//
// `import compiled from 'virtual:compiled-messages/en'` (or `/de`) is a Map from each message's ICU
// text to its tree.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:compiled-messages/';
const PARSER = '@formatjs/icu-messageformat-parser';
const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SHARED_SOURCE = fromHere('../../packages/shared/src/index.ts');
/**
 * The parser of the intl-messageformat that @eshop/shared formats with, found from its own folder (the
 * repository holds other versions): its trees are what it would have made.
 */
const sharedParser = async () => {
  const formatter = createRequire(SHARED_SOURCE).resolve('intl-messageformat');
  return (await import(pathToFileURL(createRequire(formatter).resolve(PARSER)).href)) as {
    parse: (icu: string, options: object) => unknown;
  };
};
const TRANSLATIONS = { de: fromHere('./src/copy/de.ts') } as const;

type Tree = { readonly [key: string]: unknown };
const isMessage = (value: unknown): value is { icu: string } =>
  typeof value === 'object' && value !== null && 'icu' in value && 'params' in value;

/** The ICU text of every message of `english`, or of its counterpart in `translation`. */
function messageTexts(english: unknown, translation: unknown = english, into: string[] = []): string[] {
  if (isMessage(english)) {
    const text = translation === english ? english.icu : translation;
    if (typeof text === 'string') into.push(text);
  } else if (typeof english === 'object' && english !== null && typeof translation === 'object') {
    for (const [key, value] of Object.entries(english as Tree)) {
      messageTexts(value, translation === english ? value : (translation as Tree | null)?.[key], into);
    }
  }
  return into;
}

export function compiledMessages(): Plugin {
  return {
    name: 'eshop:compiled-messages',
    resolveId: (source) => (source.startsWith(PREFIX) ? `\0${source}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      const shared = (await tsImport(SHARED_SOURCE, import.meta.url)) as {
        storefrontTexts: Tree;
        LANGUAGE_LOCALES: Record<string, string>;
      };
      this.addWatchFile(SHARED_SOURCE);
      let translation: unknown = shared.storefrontTexts;
      if (language !== 'en') {
        const source = TRANSLATIONS[language as keyof typeof TRANSLATIONS];
        if (!source) throw new Error(`No translation to compile for "${language}".`);
        this.addWatchFile(source);
        translation = ((await tsImport(source, import.meta.url)) as Record<string, unknown>)[language];
      }
      const locale = shared.LANGUAGE_LOCALES[language];
      if (!locale) throw new Error(`Unknown language "${language}".`);
      // As intl-messageformat parses them (lib/src/core.js), so a tree is what it would have made.
      const options = { ignoreTag: true, locale: new Intl.Locale(locale) };
      const { parse } = await sharedParser();
      const entries = messageTexts(shared.storefrontTexts, translation).map((icu) => [
        icu,
        parse(icu, options),
      ]);
      return `export default new Map(${JSON.stringify(entries)});`;
    },
  };
}

/**
 * For the browser's build: intl-messageformat's static import of the parser resolves to FormatJS's
 * stand-in without it (`no-parser.js`, which parses nothing), so the pages carry no parser. An import
 * from anywhere else (loadMessageParser in @eshop/shared) gets the parser, in a chunk of its own.
 */
export function withoutMessageParser(): Plugin {
  return {
    name: 'eshop:without-message-parser',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== PARSER || !importer?.includes(`${'/'}intl-messageformat${'/'}`)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}
