import { describe, expect, it } from 'vitest';
import type { Product } from '@eshop/shared';
import { ShownCards } from './shown-cards.js';

const card = (id: string) => ({ id, name: `Product ${id}` }) as Product;

describe('ShownCards', () => {
  it('keeps the most recently shown up to its limit, and forgets a changed product', () => {
    const cards = new ShownCards(3);
    for (const id of ['a', 'b', 'c']) cards.set(id, card(id));
    expect(cards.get('a')?.name).toBe('Product a');
    cards.set('d', card('d'));
    // b was shown least recently.
    expect(cards.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((id) => cards.get(id)?.id)).toEqual(['a', 'c', 'd']);
    cards.forget('c');
    expect(cards.get('c')).toBeUndefined();
    expect(cards.size).toBe(2);
  });
});
