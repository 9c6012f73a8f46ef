// Every product's card as one record of texts (issue 39): a card as a JavaScript object cost ~600
// bytes and the collector's time, so at 1M products the index kept none and each product page was
// read from the database. The index's other columns already hold the id, lower-cased name, price,
// brand, category and creation time; a slot's record holds the rest, numbers included (a slot is
// written once: a product that changes gets a new slot), so at 1M products the records live in a
// file, not in memory (decision 083). A card is made only when an answer needs it.
import { averageRating, type Product, type ProductOption } from '@eshop/shared';
import { MemoryCardStore, type CardStore } from './card-store.js';
import { grownTo } from './packed-columns.js';

/** What a card is made of beyond the index's own columns (a database row's values, named so). */
export type CardSource = {
  /** As the shop wrote it (the index's name column is lower-cased). */
  name: string;
  imageUrl: string;
  description: string;
  stock: number;
  reviewCount: number;
  ratingSum: number;
  editedAt: Date | null;
  options: ProductOption[];
  priceMaxCents: number | null;
  compareAtCents: number | null;
  gallery: string[];
};

/** A snapshot's copy of the columns (decision 041). */
export type CardColumnsState = {
  textStarts: Float64Array;
  /** Its first `textStarts[count]` bytes are the slots'. */
  texts: CardStore;
};

/** Separates a card's texts: PostgreSQL's text never holds a NUL. */
const SEPARATOR = '\u0000';

/** Enough of a record's start for its first numbers (stock, then the review count). */
const RECORD_HEAD_BYTES = 64;

/** A number in a record: '' for none (an invalid date's NaN too, as the columns kept it). */
const numberText = (value: number | null) => (value === null || !Number.isFinite(value) ? '' : String(value));
const numberOf = (text: string) => (text === '' ? null : Number(text));

/** The columns of `CatalogIndex` that a card is also made of. */
export type CardSlot = {
  id: string;
  priceCents: number;
  category: string;
  brand: string;
  createdAt: number;
};

export class CardColumns {
  /** Where each slot's record begins in `texts` (one more entry than slots). */
  textStarts = new Float64Array(1025);

  /** `texts`: where the slots' records go, in order. */
  constructor(private readonly texts: CardStore = new MemoryCardStore()) {}

  /** Columns from a snapshot (its arrays are taken over, not copied). */
  static fromState(state: CardColumnsState): CardColumns {
    const columns = new CardColumns(state.texts);
    columns.textStarts = state.textStarts as Float64Array<ArrayBuffer>;
    return columns;
  }

  /** The first `count` slots as they are now (later slots are written past them). */
  stateOf(count: number): CardColumnsState {
    return { textStarts: this.textStarts.subarray(0, count + 1), texts: this.texts };
  }

  get textsInMemory(): boolean {
    return this.texts instanceof MemoryCardStore;
  }

  /** Writes a slot's card (slots are written in order, each once). */
  set(slot: number, card: CardSource): void {
    if (slot + 2 > this.textStarts.length)
      this.textStarts = grownTo(this.textStarts, this.textStarts.length * 2);
    const record = [
      card.stock,
      card.reviewCount,
      card.ratingSum,
      numberText(card.priceMaxCents),
      numberText(card.compareAtCents),
      numberText(card.editedAt ? card.editedAt.getTime() : null),
      card.name,
      card.imageUrl,
      card.description,
      card.gallery.length > 0 ? JSON.stringify(card.gallery) : '',
      card.options.length > 0 ? JSON.stringify(card.options) : '',
    ].join(SEPARATOR);
    this.textStarts[slot] = this.texts.length;
    this.textStarts[slot + 1] = this.texts.append(record);
  }

  private recordOf(slot: number): string[] {
    return this.texts.read(this.textStarts[slot]!, this.textStarts[slot + 1]!).split(SEPARATOR);
  }

  /**
   * How many reviews a slot's product has: read from the record's head (its numbers come first, in
   * ASCII), not the whole record with its description.
   */
  reviewCountOf(slot: number): number {
    const start = this.textStarts[slot]!;
    const head = this.texts.read(start, Math.min(this.textStarts[slot + 1]!, start + RECORD_HEAD_BYTES));
    return Number(head.split(SEPARATOR)[1]);
  }

  /** A slot's card as the API answers it; `whole` for a product's own answer (with more pictures). */
  cardOf(slot: number, at: CardSlot, whole: boolean): Product {
    const [
      stock,
      reviews,
      ratingSum,
      priceMaxText,
      compareAtText,
      editedText,
      name,
      imageURL,
      desc,
      gallery,
      options,
    ] = this.recordOf(slot) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const reviewCount = Number(reviews);
    const edited = numberOf(editedText);
    const priceMax = numberOf(priceMaxText);
    const compareAt = numberOf(compareAtText);
    // The fields in toProductDto's order, so both answers are the same JSON (product-dto.ts).
    return {
      id: at.id,
      name,
      imageURL,
      priceCents: at.priceCents,
      category: at.category,
      brand: at.brand,
      desc,
      stock: Number(stock),
      reviewCount,
      averageRating: averageRating(Number(ratingSum), reviewCount),
      createdAt: new Date(at.createdAt).toISOString(),
      editedAt: edited === null ? null : new Date(edited).toISOString(),
      ...(options ? { options: JSON.parse(options) as ProductOption[] } : {}),
      ...(priceMax !== null ? { priceMaxCents: priceMax } : {}),
      ...(compareAt !== null ? { compareAtCents: compareAt } : {}),
      ...(whole ? { gallery: gallery ? (JSON.parse(gallery) as string[]) : [] } : {}),
    };
  }
}
