// The grid's own rules: values as typed, every combination in the options' order, rows kept by their
// values (any case) when the grid is made again, and the ones that go reported so the owner is asked.
import { describe, expect, it } from 'vitest';
import { combinationsOf, optionsOf, parseValues, planGrid, type VariantRow } from './variant-grid';

const row = (values: string[], stock: string, id?: string): VariantRow => ({
  ...(id ? { id } : {}),
  values,
  sku: '',
  price: '10.00',
  compareAt: '',
  stock,
  imageURL: null,
  taxClass: null,
});

describe('variant grid', () => {
  it('reads values typed with commas: trimmed, blanks and repeats left out', () => {
    expect(parseValues(' S, M ,, m, L ')).toEqual(['S', 'M', 'L']);
    expect(
      optionsOf([
        { name: 'Size', values: 'S, M' },
        { name: ' ', values: 'x' },
        { name: 'Colour', values: '' },
      ]),
    ).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
  });

  it('makes every combination in the options’ order', () => {
    expect(
      combinationsOf([
        { name: 'Colour', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S', 'M'] },
      ]),
    ).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
    expect(combinationsOf([])).toEqual([[]]);
  });

  it('keeps a row whose values are still a combination, adds the new ones and reports the ones that go', () => {
    const rows = [row(['red', 'S'], '4', 'id-red-s'), row(['Blue', 'S'], '2', 'id-blue-s')];
    const plan = planGrid(
      [
        { name: 'Colour', values: ['Red', 'Green'] },
        { name: 'Size', values: ['S'] },
      ],
      rows,
      '12.00',
    );
    expect(plan.rows.map((r) => [r.id, r.values, r.stock, r.price])).toEqual([
      ['id-red-s', ['Red', 'S'], '4', '10.00'],
      [undefined, ['Green', 'S'], '0', '12.00'],
    ]);
    expect(plan.removed.map((r) => r.id)).toEqual(['id-blue-s']);
  });
});
