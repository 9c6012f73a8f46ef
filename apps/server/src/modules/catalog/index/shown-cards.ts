// Cards of the products listings showed lately, for an index too big to keep every card (over
// CATALOG_INDEX_CARDS_UP_TO products): the pages shoppers and crawlers ask for most show the same few
// thousand products, and reading their 12 rows again per request was most of a 1M-product
// listing's cost (decision 036). Kept current as the index is: a product's card is forgotten when a
// change event names it, and read again the next time a page shows it.
import type { Product } from '@eshop/shared';

/** At ~600 bytes a card, about 12 MB. */
export const SHOWN_CARDS = 20_000;

export class ShownCards {
  /** Least recently shown first (a Map iterates in insertion order). */
  private readonly cards = new Map<string, Product>();

  constructor(readonly limit = SHOWN_CARDS) {}

  get(id: string): Product | undefined {
    const card = this.cards.get(id);
    if (card) {
      this.cards.delete(id);
      this.cards.set(id, card);
    }
    return card;
  }

  set(id: string, card: Product): void {
    this.cards.delete(id);
    this.cards.set(id, card);
    if (this.cards.size > this.limit) this.cards.delete(this.cards.keys().next().value!);
  }

  forget(id: string): void {
    this.cards.delete(id);
  }

  get size(): number {
    return this.cards.size;
  }
}
