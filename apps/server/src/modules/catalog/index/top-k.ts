// The k smallest of many keys in one pass: a max-heap of k, so once it is full most candidates cost
// one comparison with its largest. A page of a listing needs the first offset + limit of its
// matches in some order, never all of them sorted.
export class TopK {
  private readonly heap: Float64Array;
  private size = 0;

  constructor(readonly k: number) {
    this.heap = new Float64Array(k);
  }

  offer(key: number): void {
    const { heap } = this;
    if (this.size < this.k) {
      let at = this.size;
      this.size += 1;
      while (at > 0) {
        const parent = (at - 1) >>> 1;
        if (heap[parent]! >= key) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = key;
      return;
    }
    if (this.k === 0 || key >= heap[0]!) return;
    // Replace the largest and sift the new key down.
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const larger = right < this.size && heap[right]! > heap[left]! ? right : left;
      if (heap[larger]! <= key) break;
      heap[at] = heap[larger]!;
      at = larger;
    }
    heap[at] = key;
  }

  /** The kept keys, smallest first. */
  sorted(): Float64Array {
    return this.heap.slice(0, this.size).sort();
  }
}
