// How many of a word's matches fall in each (category, brand) pair over any stretch of its
// price-ordered matches, from running totals kept every block of entries: a price range's total and
// both facets cost a few hundred additions instead of a visit to each match (a common word has
// 140,000 of them at 1M products).

/** A block never shorter than this, so the running totals stay smaller than the list itself. */
const MIN_BLOCK_SHIFT = 10;

export class CellCounts {
  /** Pairs: category id * brandCount + brand id. */
  readonly cellCount: number;
  private readonly shift: number;
  /** Row b: the counts per pair of slots[0 .. b * block). */
  private readonly running: Int32Array;

  constructor(
    private readonly slots: Int32Array,
    private readonly categoryOf: Int32Array,
    private readonly brandOf: Int32Array,
    readonly categoryCount: number,
    readonly brandCount: number,
  ) {
    const cellCount = Math.max(1, categoryCount * brandCount);
    this.cellCount = cellCount;
    let shift = MIN_BLOCK_SHIFT;
    while (1 << shift < cellCount) shift += 1;
    this.shift = shift;
    const mask = (1 << shift) - 1;
    const running = new Int32Array(((slots.length >>> shift) + 1) * cellCount);
    const counts = new Int32Array(cellCount);
    for (let i = 0; ; i += 1) {
      if ((i & mask) === 0) running.set(counts, (i >>> shift) * cellCount);
      if (i === slots.length) break;
      const slot = slots[i]!;
      counts[categoryOf[slot]! * brandCount + brandOf[slot]!]! += 1;
    }
    this.running = running;
  }

  get bytes(): number {
    return this.running.byteLength;
  }

  /** Adds the pairs' counts of slots[from .. to) to `out` (cellCount long). */
  addRange(out: Int32Array, from: number, to: number): void {
    if (to <= from) return;
    if (from >>> this.shift === to >>> this.shift) {
      this.scan(out, from, to, 1);
      return;
    }
    this.addPrefix(out, to, 1);
    this.addPrefix(out, from, -1);
  }

  private addPrefix(out: Int32Array, end: number, sign: number): void {
    const block = end >>> this.shift;
    const row = block * this.cellCount;
    for (let cell = 0; cell < this.cellCount; cell += 1) out[cell]! += sign * this.running[row + cell]!;
    this.scan(out, block << this.shift, end, sign);
  }

  private scan(out: Int32Array, from: number, to: number, sign: number): void {
    const { slots, categoryOf, brandOf, brandCount } = this;
    for (let i = from; i < to; i += 1) {
      const slot = slots[i]!;
      out[categoryOf[slot]! * brandCount + brandOf[slot]!]! += sign;
    }
  }
}
