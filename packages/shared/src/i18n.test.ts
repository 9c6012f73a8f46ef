// The texts' catalogue (decision 068): English as written, a translation in its place, the owner's
// override on top, ICU plurals per language, and a broken translation never breaking a page.
import { describe, expect, it } from 'vitest';
import { Catalogue, icuProblem, message, type Translation } from './i18n.js';
import { pathIn, splitLanguagePath } from './languages.js';

const tree = {
  cart: {
    heading: 'Shopping Cart',
    added: message<[name: string]>('{name} added to cart', 'name'),
    found: message<[count: number]>(
      '{count, plural, one {# Product found.} other {# Products found.}}',
      'count',
    ),
  },
  slides: [{ title: 'New phones' }, { title: 'Laptops' }],
} as const;

const german: Translation<typeof tree> = {
  cart: {
    heading: 'Warenkorb',
    added: '{name} wurde in den Warenkorb gelegt',
    found: '{count, plural, one {# Produkt gefunden.} other {# Produkte gefunden.}}',
  },
  slides: [{ title: 'Neue Smartphones' }, { title: 'Laptops' }],
};

describe('the texts catalogue', () => {
  it('reads English as written, and a language added later in its place', () => {
    const catalogue = new Catalogue(tree);
    const en = catalogue.in('en');
    expect(en.cart.heading).toBe('Shopping Cart');
    expect(en.cart.added('Nova SE')).toBe('Nova SE added to cart');
    expect(en.slides.map((slide) => slide.title)).toEqual(['New phones', 'Laptops']);
    // German before it is loaded reads English; once added, German.
    expect(catalogue.hasLanguage('de')).toBe(false);
    expect(catalogue.in('de').cart.heading).toBe('Shopping Cart');
    catalogue.addTranslation('de', german);
    const de = catalogue.in('de');
    expect(de.cart.heading).toBe('Warenkorb');
    expect(de.cart.added('Nova SE')).toBe('Nova SE wurde in den Warenkorb gelegt');
    expect(de.slides[0]?.title).toBe('Neue Smartphones');
  });

  it("writes plurals and numbers by each language's rules", () => {
    const catalogue = new Catalogue(tree);
    catalogue.addTranslation('de', german);
    const found = (language: 'en' | 'de', count: number) => catalogue.in(language).cart.found(count);
    expect(found('en', 1)).toBe('1 Product found.');
    expect(found('en', 0)).toBe('0 Products found.');
    expect(found('en', 12_345)).toBe('12,345 Products found.');
    expect(found('de', 1)).toBe('1 Produkt gefunden.');
    expect(found('de', 12_345)).toBe('12.345 Produkte gefunden.');
  });

  it("follows the language it is bound to as each text is read (the storefront's page language)", () => {
    const catalogue = new Catalogue(tree);
    catalogue.addTranslation('de', german);
    let language: 'en' | 'de' = 'en';
    const texts = catalogue.bind(() => language);
    const { cart } = texts;
    expect(cart.heading).toBe('Shopping Cart');
    language = 'de';
    expect(cart.heading).toBe('Warenkorb');
    expect(cart.added('Nova')).toBe('Nova wurde in den Warenkorb gelegt');
  });

  it("puts the owner's override first, and a broken one or a translation that does not parse falls back", () => {
    const catalogue = new Catalogue(tree);
    catalogue.addTranslation('de', {
      ...german,
      cart: { ...german.cart, added: '{name wurde gelegt' },
    });
    const de = catalogue.in('de');
    expect(de.cart.added('Nova')).toBe('Nova added to cart');
    catalogue.setOverrides('en', {
      'cart.heading': 'Your basket',
      'cart.found': '{count} matches',
      unknown: 'x',
    });
    expect(catalogue.in('en').cart.heading).toBe('Your basket');
    expect(catalogue.in('en').cart.found(3)).toBe('3 matches');
    expect(de.cart.heading).toBe('Warenkorb');
    // Overrides replace the earlier ones: one left out is the default again.
    catalogue.setOverrides('en', {});
    expect(catalogue.in('en').cart.heading).toBe('Shopping Cart');
    expect(catalogue.defaultText('de', 'cart.heading')).toBe('Warenkorb');
    expect(catalogue.entries().map((entry) => entry.key)).toEqual([
      'cart.heading',
      'cart.added',
      'cart.found',
      'slides.0.title',
      'slides.1.title',
    ]);
  });

  it("falls back from a broken override to the language's own text, and shows tags as text", () => {
    const catalogue = new Catalogue(tree);
    catalogue.addTranslation('de', german);
    catalogue.setOverrides('de', { 'cart.added': '{name, plural, one {x}' });
    expect(catalogue.in('de').cart.added('Nova')).toBe('Nova wurde in den Warenkorb gelegt');
    catalogue.setOverrides('en', { 'cart.added': '<b>{name}</b> is in' });
    expect(catalogue.in('en').cart.added('Nova')).toBe('<b>Nova</b> is in');
    expect(icuProblem('<b>{name}</b> is in', ['name'], 'en')).toBeUndefined();
  });

  it('says what is wrong with a text: a syntax error, or an argument the text does not have', () => {
    expect(icuProblem('{name} wurde gelegt', ['name'], 'de')).toBeUndefined();
    expect(icuProblem('{count, plural, one {# Stück} other {# Stück}}', ['count'], 'de')).toBeUndefined();
    expect(icuProblem('{name wurde gelegt', ['name'], 'de')).toBeDefined();
    expect(icuProblem('{product} wurde gelegt', ['name'], 'de')).toBe('Unknown argument {product}');
  });
});

describe('language paths', () => {
  it('reads the language from the path and writes a path in a language', () => {
    expect(splitLanguagePath('/de/cart')).toEqual({ language: 'de', path: '/cart' });
    expect(splitLanguagePath('/de')).toEqual({ language: 'de', path: '/' });
    expect(splitLanguagePath('/cart')).toEqual({ language: 'en', path: '/cart' });
    // Only a known language's prefix, and only a whole segment.
    expect(splitLanguagePath('/en/cart')).toEqual({ language: 'en', path: '/en/cart' });
    expect(splitLanguagePath('/delivery')).toEqual({ language: 'en', path: '/delivery' });
    expect(pathIn('de', '/')).toBe('/de');
    expect(pathIn('de', '/cart')).toBe('/de/cart');
    expect(pathIn('en', '/cart')).toBe('/cart');
  });
});
