// Where a product page opens: the variant in the address, else the values the address names by option
// (a search's card: 'red shoe' opens the shoe in red), and the values a search names on a card.
import { describe, expect, it } from 'vitest';
import type { Product } from '@eshop/shared';
import { chosenPicture, initialChoice, searchedValues } from './variant-choice';

const OPTIONS = [
  { name: 'Colour', values: ['Blue', 'Red', 'Midnight Black'] },
  { name: 'Size', values: ['42', '43'] },
];
const product = {
  options: OPTIONS,
  variants: [
    { id: 'v-red-42', values: ['Red', '42'], stock: 1, imageURL: '/red.webp' },
    { id: 'v-red-43', values: ['Red', '43'], stock: 1, imageURL: '/red.webp' },
    { id: 'v-blue-43', values: ['Blue', '43'], stock: 0, imageURL: null },
  ],
} as unknown as Product;

describe('searchedValues', () => {
  it('names the values a search has whole, plurals folded, one per option', () => {
    expect(searchedValues(OPTIONS, 'red shoe').toString()).toBe('Colour=Red');
    expect(searchedValues(OPTIONS, 'REDS 42').toString()).toBe('Colour=Red&Size=42');
    expect(searchedValues(OPTIONS, 'black sneakers').toString()).toBe('Colour=Midnight+Black');
    expect(searchedValues(OPTIONS, 'redwood 4').toString()).toBe('');
  });

  it('names the values the listing is filtered by first', () => {
    expect(searchedValues(OPTIONS, 'red', ['Colour:Blue', 'Size:99']).toString()).toBe('Colour=Blue');
    expect(searchedValues(OPTIONS, '', ['Size:43']).toString()).toBe('Size=43');
  });
});

describe('initialChoice', () => {
  it('opens on the variant in the address, before any value named', () => {
    expect(initialChoice(product, new URLSearchParams('variant=v-blue-43&Colour=Red'))).toEqual([
      'Blue',
      '43',
    ]);
  });

  it('opens on the values the address names by option, matched whatever their case', () => {
    expect(initialChoice(product, new URLSearchParams('Colour=red'))).toEqual(['Red', undefined]);
    expect(initialChoice(product, new URLSearchParams('Colour=Green&Size=43'))).toEqual([undefined, '43']);
    expect(initialChoice(product, new URLSearchParams())).toEqual([undefined, undefined]);
  });
});

describe('chosenPicture', () => {
  it("shows a colour's picture once the colour is chosen, before the size", () => {
    expect(chosenPicture(product, ['Red', undefined])).toBe('/red.webp');
    expect(chosenPicture(product, ['Red', '43'])).toBe('/red.webp');
    // Nothing chosen, or a choice whose variants differ: the product's own pictures.
    expect(chosenPicture(product, [undefined, undefined])).toBeUndefined();
    expect(chosenPicture(product, [undefined, '43'])).toBeUndefined();
    expect(chosenPicture(product, ['Blue', undefined])).toBeUndefined();
  });
});
