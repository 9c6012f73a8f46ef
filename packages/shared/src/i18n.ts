// Texts in more than one language (decision 068). A catalogue is a tree of English texts as the spec
// gives them: a plain string, or a `message` in ICU MessageFormat (plurals, selects) whose arguments
// are named in the order a call passes them, so call sites read `texts.cart.added(name)`. Each other
// language is a `Translation` of the same tree (TypeScript holds it complete), and the owner's
// overrides (slice 7) sit on top of both. intl-messageformat (FormatJS) formats the messages, with
// the language's plural rules and number formats.
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from './languages.js';

/** A text with arguments, in ICU MessageFormat; `params` names the call's arguments in order. */
export type Message<A extends readonly unknown[]> = {
  readonly icu: string;
  readonly params: readonly string[];
  /** Only for the types: what a call passes. */
  readonly __args?: A;
};

export const message = <A extends readonly unknown[]>(
  icu: string,
  ...params: { [K in keyof A]: string }
): Message<A> => ({ icu, params });

type AnyMessage = { readonly icu: string; readonly params: readonly string[] };

/** The texts of a tree in one language: strings stay strings, messages become functions. */
export type Texts<T> = T extends string
  ? string
  : T extends Message<infer A>
    ? (...args: A) => string
    : { readonly [K in keyof T]: Texts<T[K]> };

/** Another language's version of a tree: the same keys, each text an ICU string. */
export type Translation<T> = T extends string
  ? string
  : T extends AnyMessage
    ? string
    : { readonly [K in keyof T]: Translation<T[K]> };

/** A message as FormatJS's parser makes it: what a build parses ahead (the browser has no parser). */
export type CompiledMessage = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/**
 * Gives intl-messageformat its ICU parser, which the storefront's browser build leaves out (its
 * messages arrive parsed): for the owner's own wording of a message. Resolves once it can parse.
 */
export async function loadMessageParser(): Promise<void> {
  const { parse } = await import('@formatjs/icu-messageformat-parser');
  IntlMessageFormat.__parse = parse;
}

/**
 * Looks up the language's locale data once (a phone's first Intl lookup takes about 50 ms), so that it
 * can be done in a task of its own rather than in the one that draws the first message.
 */
export function warmUpMessageFormat(language: Language): void {
  new IntlMessageFormat([], LANGUAGE_LOCALES[language]);
}

/** Whether intl-messageformat can parse a message here (the server always; a browser once loaded). */
export function canParseMessages(): boolean {
  try {
    return IntlMessageFormat.__parse?.('{a}') !== undefined;
  } catch {
    return false;
  }
}

/** `<b>` in a text is text: the storefront shows texts as text, never as markup. */
const FORMAT_OPTIONS = { ignoreTag: true };

const isMessage = (value: unknown): value is AnyMessage =>
  typeof value === 'object' && value !== null && 'icu' in value && 'params' in value;

/** Every text of a tree by its dotted key ('cart.added', 'hero.slides.0.title'). */
function flatten(tree: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof tree === 'string' || isMessage(tree)) {
    into.set(prefix, tree);
    return into;
  }
  for (const [key, value] of Object.entries(tree as object)) {
    flatten(value, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** One text of a catalogue as the admin's Texts page lists it. */
export type CatalogueEntry = {
  key: string;
  /** The English text (ICU for a message). */
  text: string;
  /** The names of a message's arguments, which a translation or an override may use. */
  params: readonly string[];
};

export class Catalogue<T extends object> {
  private readonly source: Map<string, string | AnyMessage>;
  private readonly translations = new Map<Language, Map<string, string>>();
  private readonly overrides = new Map<Language, Map<string, string>>();
  private readonly formats = new Map<string, IntlMessageFormat | null>();
  private readonly compiled = new Map<string, CompiledMessage>();
  private readonly bound = new Map<Language, Texts<T>>();

  constructor(private readonly tree: T) {
    this.source = flatten(tree) as Map<string, string | AnyMessage>;
  }

  /** Adds a language's texts (German is loaded on demand, so English pages do not carry it). */
  addTranslation(language: Language, translation: Translation<T>): void {
    this.translations.set(language, flatten(translation) as Map<string, string>);
    this.forget(language);
  }

  /**
   * Messages parsed ahead, by their ICU text: these format without FormatJS's parser, which the
   * storefront's browser code leaves out (decision 080).
   */
  addCompiled(messages: ReadonlyMap<string, CompiledMessage>): void {
    for (const [icu, compiled] of messages) this.compiled.set(icu, compiled);
  }

  /** Whether the text at `key` is a message (ICU with arguments), not a plain string. */
  isMessage(key: string): boolean {
    return isMessage(this.source.get(key));
  }

  /** Every text formatted again: what did not parse before may now (the parser has arrived). */
  forgetFormats(): void {
    this.formats.clear();
  }

  hasLanguage(language: Language): boolean {
    return language === DEFAULT_LANGUAGE || this.translations.has(language);
  }

  /** The owner's texts for a language, replacing the earlier ones; keys the tree lacks are ignored. */
  setOverrides(language: Language, overrides: Readonly<Record<string, string>>): void {
    const next = new Map(Object.entries(overrides).filter(([key]) => this.source.has(key)));
    const current = this.overrides.get(language) ?? new Map<string, string>();
    // The same texts again (each server render reads the config anew): the compiled messages stay.
    if (next.size === current.size && [...next].every(([key, text]) => current.get(key) === text)) return;
    this.overrides.set(language, next);
    this.forget(language);
  }

  entries(): CatalogueEntry[] {
    return [...this.source].map(([key, value]) =>
      typeof value === 'string'
        ? { key, text: value, params: [] }
        : { key, text: value.icu, params: value.params },
    );
  }

  /** The language's own text of a key (its translation, or English), before the owner's override. */
  defaultText(language: Language, key: string): string | undefined {
    const source = this.source.get(key);
    if (source === undefined) return undefined;
    return this.translations.get(language)?.get(key) ?? (typeof source === 'string' ? source : source.icu);
  }

  /** The texts in one language. */
  in(language: Language): Texts<T> {
    let texts = this.bound.get(language);
    if (!texts) {
      texts = this.bind(() => language);
      this.bound.set(language, texts);
    }
    return texts;
  }

  /**
   * The texts in whichever language `languageOf` says when each is read: the storefront's, which
   * draws one language per page (the server sets it before each synchronous render).
   */
  bind(languageOf: () => Language): Texts<T> {
    const build = (node: unknown, prefix: string): unknown => {
      if (typeof node === 'string') return undefined;
      if (isMessage(node)) {
        return (...args: unknown[]) => this.format(languageOf(), prefix, node, args);
      }
      const out = (Array.isArray(node) ? [] : {}) as Record<string, unknown>;
      for (const [key, value] of Object.entries(node as object)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') {
          Object.defineProperty(out, key, { enumerable: true, get: () => this.plain(languageOf(), path) });
        } else {
          out[key] = build(value, path);
        }
      }
      return out;
    };
    return build(this.tree, '') as Texts<T>;
  }

  private plain(language: Language, key: string): string {
    return (
      this.overrides.get(language)?.get(key) ??
      this.translations.get(language)?.get(key) ??
      (this.source.get(key) as string)
    );
  }

  private format(language: Language, key: string, source: AnyMessage, args: readonly unknown[]): string {
    const values = Object.fromEntries(source.params.map((name, index) => [name, args[index]]));
    // The owner's text, else the language's own, else English: the first that formats.
    const override = this.overrides.get(language)?.get(key);
    const translation = this.translations.get(language)?.get(key);
    return (
      (override === undefined ? undefined : this.formatted(language, `o ${key}`, override, values)) ??
      (translation === undefined ? undefined : this.formatted(language, key, translation, values)) ??
      (this.formatted(DEFAULT_LANGUAGE, `\u0000${key}`, source.icu, values) as string)
    );
  }

  /** The text formatted; undefined when it does not parse or format (then English is shown). */
  private formatted(
    language: Language,
    cacheKey: string,
    icu: string,
    values: Record<string, unknown>,
  ): string | undefined {
    const id = `${language}\u0001${cacheKey}`;
    let compiled = this.formats.get(id);
    if (compiled === undefined) {
      try {
        compiled = new IntlMessageFormat(
          this.compiled.get(icu) ?? icu,
          LANGUAGE_LOCALES[language],
          undefined,
          FORMAT_OPTIONS,
        );
      } catch {
        compiled = null;
      }
      this.formats.set(id, compiled);
    }
    if (!compiled) return undefined;
    try {
      return String(compiled.format(values as Record<string, string | number | boolean>));
    } catch {
      return undefined;
    }
  }

  private forget(language: Language): void {
    for (const id of this.formats.keys()) if (id.startsWith(`${language}\u0001`)) this.formats.delete(id);
  }
}

/** Checks an ICU text: undefined when it parses and uses only `params`, else what is wrong. */
export function icuProblem(icu: string, params: readonly string[], language: Language): string | undefined {
  let compiled: IntlMessageFormat;
  try {
    compiled = new IntlMessageFormat(icu, LANGUAGE_LOCALES[language], undefined, FORMAT_OPTIONS);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const used = argumentsOf(compiled.getAst());
  const unknown = [...used].filter((name) => !params.includes(name));
  return unknown.length > 0 ? `Unknown argument ${unknown.map((name) => `{${name}}`).join(', ')}` : undefined;
}

type AstNode = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
};

function argumentsOf(nodes: readonly AstNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    // Literal (0) and pound (7) carry no argument; tags (8) hold children.
    if (node.type !== 0 && node.type !== 7 && node.type !== 8 && typeof node.value === 'string') {
      into.add(node.value);
    }
    if (node.children) argumentsOf(node.children, into);
    for (const option of Object.values(node.options ?? {})) argumentsOf(option.value, into);
  }
  return into;
}
