// The catalogue in this process's memory (decision 018): what search, filters and sorts need, in
// columns indexed by slot, with the words of every name, and the products in each sort's order.
// Built once from the database, then kept current by the change events every instance hears.
//
// A product's slot never changes: an edited product gets a new slot and its old one is dead (off
// sale), so word, brand and category postings stay append-only and sorted; the sort orders are
// rewritten without the dead at each change.
import type { Product } from '@eshop/shared';
import { wholeWordsOf } from '../../../lib/search-terms.js';
import { BitsetPool, type Bitset } from './bitset.js';
import { SlotList } from './slot-list.js';
import { PackedSlots } from './packed-slots.js';
import { grownTo, TextColumn, UuidColumn, uuidBytes } from './packed-columns.js';
import { CardColumns, type CardColumnsState, type CardSource } from './card-columns.js';
import { sortInSlices } from './sort-in-slices.js';

/** What the index keeps of a product: the columns below and its card's (a database row's values). */
export type IndexedProduct = CardSource & {
  id: string;
  brand: string;
  category: string;
  priceCents: number;
  createdAt: Date;
};

export const ORDER_NAMES = ['latest', 'price', 'name'] as const;
export type OrderName = (typeof ORDER_NAMES)[number];

/** A field's values with each one's slots (postings) and its count on sale. */
export type FieldState = { values: string[]; slots: Int32Array[]; liveCounts: number[] };

/** A word's postings as packed gaps (packed-slots.ts), with how many slots and the last of them. */
export type PackedState = { bytes: Uint8Array; length: number; last: number };

/**
 * Everything the index holds that is not derived from the rest (what a snapshot keeps, decision
 * 041). The per-slot columns may be longer than `slotCount` (room to grow), all by the same factor.
 */
export type IndexState = {
  slotCount: number;
  liveCount: number;
  loadedInIdOrder: number;
  /** 16 bytes a slot. */
  ids: Uint8Array;
  names: { text: string; starts: Int32Array };
  prices: Int32Array;
  created: Float64Array;
  brandOf: Int32Array;
  categoryOf: Int32Array;
  live: Uint8Array;
  inStock: Uint8Array;
  onSale: Uint8Array;
  brands: FieldState;
  categories: FieldState;
  /** Option values ("Colour\u001fRed"), each with its slots. */
  optionValues: FieldState;
  /** Each slot's option value ids: optionIds[optionStarts[slot] .. optionStarts[slot + 1]). */
  optionStarts: Int32Array;
  optionIds: Int32Array;
  tokens: string[];
  tokenSlots: PackedState[];
  /** The distinct whole words of option values and descriptions, each with its slots. */
  wholeWords: string[];
  wholeWordSlots: PackedState[];
  orders: Record<OrderName, Int32Array>;
  /** What the cards are made of besides the columns above (a dead slot's are kept, never read). */
  cards: CardColumnsState;
};

/**
 * Whether a product has a sale price: a compare-at price above its price, as the product card decides
 * its "Sale" badge (and the database's `onSale` filter, list-products.ts).
 */
export const hasSalePrice = (product: Pick<IndexedProduct, 'priceCents' | 'compareAtCents'>): boolean =>
  product.compareAtCents !== null && product.compareAtCents > product.priceCents;

/** The room the columns get for `slots` products: as the first load's doubling would have left. */
export function columnRoomFor(slots: number): number {
  let room = 1024;
  while (room <= slots) room *= 2;
  return room;
}

/** What separates an option's name from its value in `optionValues` ("Colour\u001fRed"). */
export const OPTION_VALUE_SEPARATOR = '\u001f';

/** The distinct values of a field (brand, category), each with its slots and its count on sale. */
export class FieldValues {
  readonly values: string[] = [];
  readonly lowered: string[] = [];
  readonly slots: SlotList[] = [];
  liveCounts: number[] = [];
  private readonly idOf = new Map<string, number>();

  idFor(value: string): number {
    let id = this.idOf.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.idOf.set(value, id);
      this.values.push(value);
      this.lowered.push(value.toLowerCase());
      this.slots.push(new SlotList());
      this.liveCounts.push(0);
    }
    return id;
  }

  /** The id of a value, or -1 when no product ever had it. */
  find(value: string): number {
    return this.idOf.get(value) ?? -1;
  }
}

/** "Colour\u001fRed" -> Colour, Red. */
const optionValuePartsOf = (key: string) => {
  const at = key.indexOf(OPTION_VALUE_SEPARATOR);
  return { name: key.slice(0, at), value: key.slice(at + 1) };
};

/** An option value's words, as a description's are split (lower-cased already). */
const optionValueWordsOf = (loweredValue: string) =>
  wholeWordsOf(loweredValue.slice(loweredValue.indexOf(OPTION_VALUE_SEPARATOR) + 1));

const tokensOf = (loweredName: string) => new Set(loweredName.split(/\s+/).filter(Boolean));

function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= text.length; i += 1) trigrams.push(text.slice(i, i + 3));
  return trigrams;
}

export class CatalogIndex {
  slotCount = 0;
  liveCount = 0;
  /** Goes up at every change after the build: what was derived from the index before is stale. */
  changeCount = 0;
  private ids = new UuidColumn();
  /** Lower-cased names, for the a-z sort (search reads the words of the names). */
  private names = new TextColumn();
  prices = new Int32Array(1024);
  created = new Float64Array(1024);
  brandOf = new Int32Array(1024);
  categoryOf = new Int32Array(1024);
  live = new Uint8Array(1024);
  /** 1 while the product has units left. */
  inStock = new Uint8Array(1024);
  /** 1 while the product has a sale price (a compare-at price above its price). */
  onSale = new Uint8Array(1024);
  readonly brands = new FieldValues();
  readonly categories = new FieldValues();
  /** Every option value ("Colour\u001fRed"): a product with options is in several (decision 061). */
  readonly optionValues = new FieldValues();
  /** The whole words of each option value (its `lowered` split at word breaks), by value id. */
  readonly optionValueWords: string[][] = [];
  /** Each option value's option name and value apart, by value id. */
  readonly optionValueParts: { name: string; value: string }[] = [];
  /** Where each slot's option value ids begin in `optionIds` (one more entry than slots). */
  optionStarts = new Int32Array(1025);
  readonly optionIds = new SlotList();
  /** The whole words of option values and descriptions (decision 061), each with its slots. */
  readonly wholeWords: string[] = [];
  readonly wholeWordSlots: PackedSlots[] = [];
  private readonly wholeWordIdOf = new Map<string, number>();
  /** The distinct words of all names (split on white space), each with the slots whose name has it. */
  readonly tokens: string[] = [];
  readonly tokenSlots: PackedSlots[] = [];
  private readonly tokenIdOf = new Map<string, number>();
  /** Each three-character piece of a word -> the words (token ids) that have it. */
  private readonly tokensByTrigram = new Map<string, SlotList>();
  /**
   * Where an id's slot is: the first load reads in id order, so its slots are found by binary search;
   * products appended since are in this map.
   */
  private loadedInIdOrder = 0;
  private readonly appendedSlots = new Map<string, number>();
  /** Live slots in each sort's order, and each slot's position there. */
  orders: Record<OrderName, Int32Array> = {
    latest: new Int32Array(0),
    price: new Int32Array(0),
    name: new Int32Array(0),
  };
  ranks: Record<OrderName, Int32Array> = {
    latest: new Int32Array(0),
    price: new Int32Array(0),
    name: new Int32Array(0),
  };

  /** `cards`: what the cards are made of besides the columns above (card-columns.ts). */
  constructor(private readonly cards: CardColumns) {}

  /**
   * The index as it is now, for a snapshot: copies of what later changes overwrite (which slots are
   * live, the counts) and views of the rest (the cards too), which changes only append to or replace.
   */
  captureState(): IndexState {
    const n = this.slotCount;
    const fieldState = (field: FieldValues): FieldState => ({
      values: field.values.slice(),
      slots: field.slots.map((list) => list.items.subarray(0, list.length)),
      liveCounts: field.liveCounts.slice(),
    });
    const names = this.names.contents();
    const packedState = (list: PackedSlots): PackedState => ({
      bytes: list.contents(),
      length: list.length,
      last: list.last,
    });
    return {
      slotCount: n,
      liveCount: this.liveCount,
      loadedInIdOrder: this.loadedInIdOrder,
      ids: this.ids.bytesOf(n),
      names: { text: names.text, starts: names.starts },
      prices: this.prices.subarray(0, n),
      created: this.created.subarray(0, n),
      brandOf: this.brandOf.subarray(0, n),
      categoryOf: this.categoryOf.subarray(0, n),
      live: this.live.slice(0, n),
      inStock: this.inStock.subarray(0, n),
      onSale: this.onSale.subarray(0, n),
      brands: fieldState(this.brands),
      categories: fieldState(this.categories),
      optionValues: fieldState(this.optionValues),
      optionStarts: this.optionStarts.subarray(0, n + 1),
      optionIds: this.optionIds.items.subarray(0, this.optionIds.length),
      tokens: this.tokens.slice(),
      tokenSlots: this.tokenSlots.map(packedState),
      wholeWords: this.wholeWords.slice(),
      wholeWordSlots: this.wholeWordSlots.map(packedState),
      orders: { ...this.orders },
      cards: this.cards.stateOf(n),
    };
  }

  /**
   * An index from a captured state (its arrays are taken over, not copied; the snapshot reader's own,
   * never shared memory, hence the casts).
   */
  static fromState(state: IndexState): CatalogIndex {
    const index = new CatalogIndex(CardColumns.fromState(state.cards));
    const n = state.slotCount;
    index.slotCount = n;
    index.liveCount = state.liveCount;
    index.loadedInIdOrder = state.loadedInIdOrder;
    index.ids = new UuidColumn(state.ids as Uint8Array<ArrayBuffer>);
    index.names = TextColumn.of(state.names.text, state.names.starts as Int32Array<ArrayBuffer>, n);
    index.prices = state.prices as Int32Array<ArrayBuffer>;
    index.created = state.created as Float64Array<ArrayBuffer>;
    index.brandOf = state.brandOf as Int32Array<ArrayBuffer>;
    index.categoryOf = state.categoryOf as Int32Array<ArrayBuffer>;
    index.live = state.live as Uint8Array<ArrayBuffer>;
    index.inStock = state.inStock as Uint8Array<ArrayBuffer>;
    index.onSale = state.onSale as Uint8Array<ArrayBuffer>;
    const restoreField = (field: FieldValues, saved: FieldState) => {
      saved.values.forEach((value, id) => {
        field.idFor(value);
        field.slots[id] = SlotList.of(saved.slots[id] as Int32Array<ArrayBuffer>);
      });
      field.liveCounts = saved.liveCounts.slice();
    };
    restoreField(index.brands, state.brands);
    restoreField(index.categories, state.categories);
    restoreField(index.optionValues, state.optionValues);
    for (const [id, value] of index.optionValues.lowered.entries()) {
      index.optionValueWords.push(optionValueWordsOf(value));
      index.optionValueParts.push(optionValuePartsOf(index.optionValues.values[id]!));
    }
    index.optionStarts = state.optionStarts as Int32Array<ArrayBuffer>;
    const optionIds = SlotList.of(state.optionIds as Int32Array<ArrayBuffer>);
    index.optionIds.items = optionIds.items;
    index.optionIds.length = optionIds.length;
    const packedSlotsOf = ({ bytes, length, last }: PackedState) =>
      PackedSlots.of(bytes as Uint8Array<ArrayBuffer>, length, last);
    state.tokens.forEach((token, id) => {
      index.tokenIdFor(token);
      index.tokenSlots[id] = packedSlotsOf(state.tokenSlots[id]!);
    });
    state.wholeWords.forEach((word, id) => {
      index.wholeWordIdFor(word);
      index.wholeWordSlots[id] = packedSlotsOf(state.wholeWordSlots[id]!);
    });
    for (let slot = state.loadedInIdOrder; slot < n; slot += 1) {
      if (index.live[slot]) index.appendedSlots.set(index.ids.get(slot), slot);
    }
    index.orders = { ...state.orders };
    index.computeRanks();
    index.changeCount += 1;
    return index;
  }

  /** Newest first (then the greater id), as `ORDER BY created_at DESC, id DESC`. */
  readonly compareLatest = (a: number, b: number): number =>
    this.created[b]! - this.created[a]! || this.ids.compare(b, a);

  readonly comparePrice = (a: number, b: number): number =>
    this.prices[a]! - this.prices[b]! || this.ids.compare(a, b);

  readonly compareName = (a: number, b: number): number => this.names.compare(a, b) || this.ids.compare(a, b);

  /** A slot's product id. */
  idOf(slot: number): string {
    return this.ids.get(slot);
  }

  /** A slot's lower-cased name. */
  nameOf(slot: number): string {
    return this.names.get(slot);
  }

  private compareFor(order: OrderName) {
    return order === 'latest' ? this.compareLatest : order === 'price' ? this.comparePrice : this.compareName;
  }

  private tokenIdFor(token: string): number {
    let id = this.tokenIdOf.get(token);
    if (id !== undefined) return id;
    id = this.tokens.length;
    this.tokenIdOf.set(token, id);
    this.tokens.push(token);
    this.tokenSlots.push(new PackedSlots());
    for (const trigram of new Set(trigramsOf(token))) {
      let list = this.tokensByTrigram.get(trigram);
      if (!list) {
        list = new SlotList();
        this.tokensByTrigram.set(trigram, list);
      }
      list.push(id);
    }
    return id;
  }

  private wholeWordIdFor(word: string): number {
    let id = this.wholeWordIdOf.get(word);
    if (id !== undefined) return id;
    id = this.wholeWords.length;
    this.wholeWordIdOf.set(word, id);
    this.wholeWords.push(word);
    this.wholeWordSlots.push(new PackedSlots());
    return id;
  }

  /** The slots whose option values or description have `word` whole. */
  slotsWithWholeWord(word: string): PackedSlots | undefined {
    const id = this.wholeWordIdOf.get(word);
    return id === undefined ? undefined : this.wholeWordSlots[id];
  }

  /** A slot's option value ids. */
  optionIdsOf(slot: number): Int32Array {
    return this.optionIds.items.subarray(this.optionStarts[slot], this.optionStarts[slot + 1]);
  }

  /** The slots whose name has `token` as a whole word. */
  slotsWithToken(token: string): PackedSlots | undefined {
    const id = this.tokenIdOf.get(token);
    return id === undefined ? undefined : this.tokenSlots[id];
  }

  /**
   * Token ids that may contain `text`: for three characters or more, the words having its rarest
   * three-character piece (every word containing it has them all); else every word.
   */
  tokenCandidates(text: string): Int32Array {
    if (text.length < 3) return Int32Array.from(this.tokens.keys());
    let rarest: SlotList | undefined;
    for (const trigram of trigramsOf(text)) {
      const list = this.tokensByTrigram.get(trigram);
      if (!list) return new Int32Array(0);
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest!.items.subarray(0, rarest!.length);
  }

  /** The live slot of a product, if it is on sale here. */
  get(id: string): number | undefined {
    const appended = this.appendedSlots.get(id);
    if (appended !== undefined) return appended;
    const target = uuidBytes(id);
    let low = 0;
    let high = this.loadedInIdOrder;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.ids.compareTo(middle, target) < 0) low = middle + 1;
      else high = middle;
    }
    return low < this.loadedInIdOrder && this.live[low] && this.ids.compareTo(low, target) === 0
      ? low
      : undefined;
  }

  /**
   * A product's own answer (`GET /api/products/:id`: its card and more pictures) when the index has
   * it on sale; undefined otherwise (the database is asked then).
   */
  productOf(id: string): Product | undefined {
    const slot = this.get(id);
    return slot === undefined ? undefined : this.cardAt(slot, true);
  }

  /** How many reviews a product on sale has; undefined when the index does not have it. */
  reviewCountOf(id: string): number | undefined {
    const slot = this.get(id);
    return slot === undefined ? undefined : this.cards.reviewCountOf(slot);
  }

  /** A live slot's card, as a listing shows it. */
  cardOf(slot: number): Product | undefined {
    return this.live[slot] ? this.cardAt(slot, false) : undefined;
  }

  private cardAt(slot: number, whole: boolean): Product {
    const at = {
      id: this.ids.get(slot),
      priceCents: this.prices[slot]!,
      category: this.categories.values[this.categoryOf[slot]!]!,
      brand: this.brands.values[this.brandOf[slot]!]!,
      createdAt: this.created[slot]!,
    };
    return this.cards.cardOf(slot, at, whole);
  }

  /** Adds a product on sale in a new slot (the orders learn of it in `finishBuild` or `apply`). */
  append(product: IndexedProduct): number {
    const slot = this.slotCount;
    if (slot === this.prices.length) this.grow();
    // First: writing the card's texts may fail (a full disk), and then nothing else has changed.
    this.cards.set(slot, product);
    this.slotCount += 1;
    this.ids.set(slot, product.id);
    const name = product.name.toLowerCase();
    this.names.push(name);
    this.prices[slot] = product.priceCents;
    this.inStock[slot] = product.stock > 0 ? 1 : 0;
    this.onSale[slot] = hasSalePrice(product) ? 1 : 0;
    this.created[slot] = product.createdAt.getTime();
    const brand = this.brands.idFor(product.brand);
    const category = this.categories.idFor(product.category);
    this.brandOf[slot] = brand;
    this.categoryOf[slot] = category;
    this.brands.slots[brand]!.push(slot);
    this.categories.slots[category]!.push(slot);
    this.brands.liveCounts[brand]! += 1;
    this.categories.liveCounts[category]! += 1;
    for (const token of tokensOf(name)) this.tokenSlots[this.tokenIdFor(token)]!.push(slot);
    this.appendOptionsAndWords(slot, product);
    this.live[slot] = 1;
    this.liveCount += 1;
    // Still in the first load while every slot so far came in id order.
    if (this.loadedInIdOrder === slot && (slot === 0 || this.ids.compare(slot - 1, slot) < 0)) {
      this.loadedInIdOrder = slot + 1;
    } else {
      this.appendedSlots.set(product.id, slot);
    }
    return slot;
  }

  /** The slot's option values, and the whole words of those and of its description. */
  private appendOptionsAndWords(slot: number, product: IndexedProduct): void {
    const words = new Set(wholeWordsOf(product.description));
    for (const option of product.options) {
      for (const value of option.values) {
        const id = this.optionValues.idFor(`${option.name}${OPTION_VALUE_SEPARATOR}${value}`);
        if (id === this.optionValueWords.length) {
          this.optionValueWords.push(optionValueWordsOf(this.optionValues.lowered[id]!));
          this.optionValueParts.push({ name: option.name, value });
        }
        // The same value twice in one product (two options with a value alike) counts once.
        const list = this.optionValues.slots[id]!;
        if (list.length > 0 && list.items[list.length - 1] === slot) continue;
        list.push(slot);
        this.optionValues.liveCounts[id]! += 1;
        this.optionIds.push(id);
        for (const word of this.optionValueWords[id]!) words.add(word);
      }
    }
    this.optionStarts[slot + 1] = this.optionIds.length;
    for (const word of words) this.wholeWordSlots[this.wholeWordIdFor(word)]!.push(slot);
  }

  /** Takes a product off sale (deleted, or replaced by its edited self in a new slot). */
  private retire(id: string): void {
    const slot = this.get(id);
    if (slot === undefined) return;
    this.appendedSlots.delete(id);
    this.live[slot] = 0;
    this.liveCount -= 1;
    this.brands.liveCounts[this.brandOf[slot]!]! -= 1;
    this.categories.liveCounts[this.categoryOf[slot]!]! -= 1;
    for (const id of this.optionIdsOf(slot)) this.optionValues.liveCounts[id]! -= 1;
  }

  /** Sorts the whole catalogue into each order, a slice at a time (after the first load). */
  async finishBuild(): Promise<void> {
    for (const list of [
      ...this.tokenSlots,
      ...this.brands.slots,
      ...this.categories.slots,
      ...this.optionValues.slots,
      ...this.wholeWordSlots,
    ]) {
      list.trim();
    }
    for (const order of ORDER_NAMES) {
      const slots = new Int32Array(this.liveCount);
      let length = 0;
      for (let slot = 0; slot < this.slotCount; slot += 1) if (this.live[slot]) slots[length++] = slot;
      this.orders[order] = await sortInSlices(slots, this.compareFor(order));
    }
    this.computeRanks();
    this.changeCount += 1;
  }

  /**
   * Applies changes read from the database: each id's product as it is now, or undefined when it is
   * no longer on sale. The new slots are merged into each order by binary search, the dead dropped.
   */
  apply(changes: ReadonlyMap<string, IndexedProduct | undefined>): void {
    const added: number[] = [];
    for (const [id, product] of changes) {
      this.retire(id);
      if (product) added.push(this.append(product));
    }
    for (const order of ORDER_NAMES) {
      const compare = this.compareFor(order);
      const fresh = Int32Array.from(added).sort(compare);
      const old = this.orders[order];
      const merged = new Int32Array(this.liveCount);
      let k = 0;
      let i = 0;
      for (const slot of fresh) {
        // Copy the old order up to where this slot goes.
        const at = upperBound(old, slot, compare);
        for (; i < at; i += 1) if (this.live[old[i]!]) merged[k++] = old[i]!;
        merged[k++] = slot;
      }
      for (; i < old.length; i += 1) if (this.live[old[i]!]) merged[k++] = old[i]!;
      this.orders[order] = merged.subarray(0, k);
    }
    this.computeRanks();
    this.changeCount += 1;
  }

  /** Cheapest and dearest price on sale (the price slider's range); 0 when nothing is. */
  priceRange(): { minPriceCents: number; maxPriceCents: number } {
    const byPrice = this.orders.price;
    if (byPrice.length === 0) return { minPriceCents: 0, maxPriceCents: 0 };
    return {
      minPriceCents: this.prices[byPrice[0]!]!,
      maxPriceCents: this.prices[byPrice[byPrice.length - 1]!]!,
    };
  }

  /** Products on sale per category (categories never on sale are absent). */
  categoryCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    this.categories.values.forEach((name, id) => {
      const live = this.categories.liveCounts[id] ?? 0;
      if (live > 0) counts.set(name, live);
    });
    return counts;
  }

  /**
   * Products on sale per brand, of one category or of all, in brand order: the filter panel's counts
   * without a GROUP BY over the whole table (the drawn pages ask for them on every render).
   */
  brandCounts(category?: string): { name: string; count: number }[] {
    let counts: number[];
    if (category === undefined) {
      counts = this.brands.liveCounts;
    } else {
      counts = new Array<number>(this.brands.values.length).fill(0);
      const categoryId = this.categories.find(category);
      if (categoryId >= 0) {
        const { items, length } = this.categories.slots[categoryId]!;
        for (let i = 0; i < length; i += 1) {
          const slot = items[i]!;
          if (this.live[slot]) counts[this.brandOf[slot]!]! += 1;
        }
      }
    }
    return this.brands.values
      .map((name, id) => ({ name, count: counts[id] ?? 0 }))
      .filter((brand) => brand.count > 0)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** Whether the cards' texts are in this process's memory (else in a file, card-store.ts). */
  get cardsInMemory(): boolean {
    return this.cards.textsInMemory;
  }

  /** Slots of dead products still held (postings, columns); a rebuild frees them. */
  get deadCount(): number {
    return this.slotCount - this.liveCount;
  }

  private computeRanks(): void {
    for (const order of ORDER_NAMES) {
      const ranks = new Int32Array(this.prices.length);
      const slots = this.orders[order];
      for (let i = 0; i < slots.length; i += 1) ranks[slots[i]!] = i;
      this.ranks[order] = ranks;
    }
  }

  private grow(): void {
    const size = this.prices.length * 2;
    this.prices = grownTo(this.prices, size);
    this.created = grownTo(this.created, size);
    this.brandOf = grownTo(this.brandOf, size);
    this.categoryOf = grownTo(this.categoryOf, size);
    this.live = grownTo(this.live, size);
    this.inStock = grownTo(this.inStock, size);
    this.onSale = grownTo(this.onSale, size);
    this.optionStarts = grownTo(this.optionStarts, size + 1);
  }

  private readonly bitsets = new BitsetPool();

  /** An empty bitset big enough for every slot, lent until `takeBackBitsets`. */
  newBitset(): Bitset {
    return this.bitsets.borrow(this.slotCount);
  }

  /** Called at the end of each query: every bitset it was lent is cleared for the next. */
  takeBackBitsets(): void {
    this.bitsets.takeBackAll();
  }
}

/** The first position in `sorted` whose slot comes after `slot`. */
function upperBound(sorted: Int32Array, slot: number, compare: (a: number, b: number) => number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(sorted[middle]!, slot) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
