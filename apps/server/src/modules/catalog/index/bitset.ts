// A set of product slots as bits: a word's matches at 1M products are 125 KB, and intersecting two
// words is one AND per 32 slots.
export class Bitset {
  readonly words: Uint32Array;

  constructor(size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  add(slot: number): void {
    this.words[slot >>> 5]! |= 1 << (slot & 31);
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  addAll(slots: Int32Array, length: number): void {
    const { words } = this;
    for (let i = 0; i < length; i += 1) {
      const slot = slots[i]!;
      words[slot >>> 5]! |= 1 << (slot & 31);
    }
  }

  /** Keeps only the slots `other` has too. */
  intersect(other: Bitset): void {
    const { words } = this;
    const theirs = other.words;
    for (let i = 0; i < words.length; i += 1) words[i]! &= theirs[i] ?? 0;
  }

  /** Adds every slot `other` has. */
  unite(other: Bitset): void {
    const { words } = this;
    const theirs = other.words;
    for (let i = 0; i < words.length; i += 1) words[i]! |= theirs[i] ?? 0;
  }

  /** Calls `visit` with each slot, in ascending order. */
  forEach(visit: (slot: number) => void): void {
    const { words } = this;
    for (let i = 0; i < words.length; i += 1) {
      let word = words[i]!;
      while (word !== 0) {
        const lowest = word & -word;
        visit((i << 5) + 31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }
}

/**
 * Bitsets lent to one query, which runs start to end in one turn, and all taken back at its end. At
 * 1M products each is 125 KB; allocating four or more per search kept the garbage collector busy.
 */
export class BitsetPool {
  private free: Bitset[] = [];
  private lent: Bitset[] = [];

  borrow(size: number): Bitset {
    let bitset = this.free.pop();
    if (!bitset || bitset.words.length !== (size + 31) >>> 5) bitset = new Bitset(size);
    this.lent.push(bitset);
    return bitset;
  }

  /** Takes every lent bitset back, cleared. */
  takeBackAll(): void {
    for (const bitset of this.lent) {
      bitset.words.fill(0);
      this.free.push(bitset);
    }
    this.lent = [];
  }
}
