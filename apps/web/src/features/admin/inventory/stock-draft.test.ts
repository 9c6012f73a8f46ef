import { describe, expect, it } from 'vitest';
import { readStockDraft } from './stock-draft';

describe('the stock typed in the inventory', () => {
  it('reads a whole number from 0 to 1,000,000', () => {
    expect(readStockDraft('0')).toEqual({ stock: 0 });
    expect(readStockDraft(' 42 ')).toEqual({ stock: 42 });
    expect(readStockDraft('1000000')).toEqual({ stock: 1_000_000 });
  });

  it('refuses anything else with the message the server would give', () => {
    expect(readStockDraft('')).toEqual({ error: 'Enter how many are in stock.' });
    expect(readStockDraft('-1')).toEqual({ error: 'Stock cannot be below 0.' });
    expect(readStockDraft('1000001')).toEqual({ error: 'Stock must be at most 1000000.' });
    expect(readStockDraft('2.5')).toEqual({ error: 'Enter a whole number.' });
    expect(readStockDraft('ten')).toEqual({ error: 'Enter how many are in stock.' });
  });
});
