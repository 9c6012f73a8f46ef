// Every product's card in a few typed arrays and a store of texts (issue 39): a card as a JavaScript
// object cost ~600 bytes and the collector's time, so at 1M products the index kept none and each
// product page was read from the database. The index's other columns already hold the id,
// lower-cased name, price, brand, category, creation time and option values; these hold the rest,
// and a card is made only when an answer needs it.
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
  stock: Int32Array;
  reviewCounts: Int32Array;
  ratingSums: Int32Array;
  priceMax: Int32Array;
  compareAt: Int32Array;
  edited: Float64Array;
  textStarts: Float64Array;
  /** Its first `textStarts[count]` bytes are the slots'. */
  texts: CardStore;
};

/** Separates a card's texts: PostgreSQL's text never holds a NUL. */
const SEPARATOR = '\u0000';
/** Marks a missing number (prices are never negative). */
const NONE = -1;

/** The columns of `CatalogIndex` that a card is also made of. */
export type CardSlot = {
  id: string;
  priceCents: number;
  category: string;
  brand: string;
  createdAt: number;
};

export class CardColumns {
  stock = new Int32Array(1024);
  reviewCounts = new Int32Array(1024);
  ratingSums = new Int32Array(1024);
  priceMax = new Int32Array(1024);
  compareAt = new Int32Array(1024);
  edited = new Float64Array(1024);
  /** Where each slot's texts begin in `texts` (one more entry than slots). */
  textStarts = new Float64Array(1025);

  /** `texts`: where the slots' texts go (name, picture, description, pictures, options), in order. */
  constructor(private readonly texts: CardStore = new MemoryCardStore()) {}

  /** Columns from a snapshot (its arrays are taken over, not copied). */
  static fromState(state: CardColumnsState): CardColumns {
    const columns = new CardColumns(state.texts);
    columns.stock = state.stock as Int32Array<ArrayBuffer>;
    columns.reviewCounts = state.reviewCounts as Int32Array<ArrayBuffer>;
    columns.ratingSums = state.ratingSums as Int32Array<ArrayBuffer>;
    columns.priceMax = state.priceMax as Int32Array<ArrayBuffer>;
    columns.compareAt = state.compareAt as Int32Array<ArrayBuffer>;
    columns.edited = state.edited as Float64Array<ArrayBuffer>;
    columns.textStarts = state.textStarts as Float64Array<ArrayBuffer>;
    return columns;
  }

  /** The first `count` slots as they are now (later slots are written past them). */
  stateOf(count: number): CardColumnsState {
    return {
      stock: this.stock.subarray(0, count),
      reviewCounts: this.reviewCounts.subarray(0, count),
      ratingSums: this.ratingSums.subarray(0, count),
      priceMax: this.priceMax.subarray(0, count),
      compareAt: this.compareAt.subarray(0, count),
      edited: this.edited.subarray(0, count),
      textStarts: this.textStarts.subarray(0, count + 1),
      texts: this.texts,
    };
  }

  get textsInMemory(): boolean {
    return this.texts instanceof MemoryCardStore;
  }

  /** Writes a slot's card (slots are written in order, each once). */
  set(slot: number, card: CardSource): void {
    if (slot >= this.stock.length) this.grow(slot + 1);
    this.stock[slot] = card.stock;
    this.reviewCounts[slot] = card.reviewCount;
    this.ratingSums[slot] = card.ratingSum;
    this.priceMax[slot] = card.priceMaxCents ?? NONE;
    this.compareAt[slot] = card.compareAtCents ?? NONE;
    this.edited[slot] = card.editedAt ? card.editedAt.getTime() : Number.NaN;
    const texts = [
      card.name,
      card.imageUrl,
      card.description,
      card.gallery.length > 0 ? JSON.stringify(card.gallery) : '',
      card.options.length > 0 ? JSON.stringify(card.options) : '',
    ].join(SEPARATOR);
    this.textStarts[slot] = this.texts.length;
    this.textStarts[slot + 1] = this.texts.append(texts);
  }

  /** A slot's card as the API answers it; `whole` for a product's own answer (with more pictures). */
  cardOf(slot: number, at: CardSlot, whole: boolean): Product {
    const texts = this.texts.read(this.textStarts[slot]!, this.textStarts[slot + 1]!);
    const [name, imageURL, desc, gallery, options] = texts.split(SEPARATOR) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const reviewCount = this.reviewCounts[slot]!;
    const edited = this.edited[slot]!;
    const priceMax = this.priceMax[slot]!;
    const compareAt = this.compareAt[slot]!;
    // The fields in toProductDto's order, so both answers are the same JSON (product-dto.ts).
    return {
      id: at.id,
      name,
      imageURL,
      priceCents: at.priceCents,
      category: at.category,
      brand: at.brand,
      desc,
      stock: this.stock[slot]!,
      reviewCount,
      averageRating: averageRating(this.ratingSums[slot]!, reviewCount),
      createdAt: new Date(at.createdAt).toISOString(),
      editedAt: Number.isNaN(edited) ? null : new Date(edited).toISOString(),
      ...(options ? { options: JSON.parse(options) as ProductOption[] } : {}),
      ...(priceMax !== NONE ? { priceMaxCents: priceMax } : {}),
      ...(compareAt !== NONE ? { compareAtCents: compareAt } : {}),
      ...(whole ? { gallery: gallery ? (JSON.parse(gallery) as string[]) : [] } : {}),
    };
  }

  private grow(slots: number): void {
    let size = this.stock.length * 2;
    while (size < slots) size *= 2;
    this.stock = grownTo(this.stock, size);
    this.reviewCounts = grownTo(this.reviewCounts, size);
    this.ratingSums = grownTo(this.ratingSums, size);
    this.priceMax = grownTo(this.priceMax, size);
    this.compareAt = grownTo(this.compareAt, size);
    this.edited = grownTo(this.edited, size);
    this.textStarts = grownTo(this.textStarts, size + 1);
  }
}
