// A growable list of product slots (a word's, a brand's or a category's postings), appended in
// ascending slot order because slots are only ever appended.
export class SlotList {
  items = new Int32Array(4);
  length = 0;

  /** A list holding `slots` (taken over, not copied; a push past them moves to a new array). */
  static of(slots: Int32Array<ArrayBuffer>): SlotList {
    const list = new SlotList();
    if (slots.length > 0) list.items = slots;
    list.length = slots.length;
    return list;
  }

  push(slot: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length] = slot;
    this.length += 1;
  }

  /** Gives back the room kept for growth (after the first load, when most lists are done growing). */
  trim(): void {
    if (this.items.length > this.length) this.items = this.items.slice(0, Math.max(4, this.length));
  }
}
