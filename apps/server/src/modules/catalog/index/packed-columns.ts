// Columns that hold a million values without a million JavaScript strings: every major collection
// walks each string, and at 1M products the ids and names alone were ~110 MB of them.

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const DASH_AFTER = new Set([3, 5, 7, 9]);

/** UUIDs as 16 bytes each; byte order is PostgreSQL's uuid order. */
export class UuidColumn {
  /** `bytes`: 16 a slot, from a snapshot (its length is the room before it grows). */
  constructor(private bytes = new Uint8Array(16 * 1024)) {}

  /** The first `count` slots' bytes, as they are now (later slots are written past them). */
  bytesOf(count: number): Uint8Array {
    return this.bytes.subarray(0, count * 16);
  }

  set(slot: number, uuid: string): void {
    if ((slot + 1) * 16 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    writeUuid(uuid, this.bytes, slot * 16);
  }

  get(slot: number): string {
    let text = '';
    for (let i = 0; i < 16; i += 1) {
      text += HEX[this.bytes[slot * 16 + i]!]!;
      if (DASH_AFTER.has(i)) text += '-';
    }
    return text;
  }

  compare(a: number, b: number): number {
    const { bytes } = this;
    for (let i = 0; i < 16; i += 1) {
      const difference = bytes[a * 16 + i]! - bytes[b * 16 + i]!;
      if (difference !== 0) return difference;
    }
    return 0;
  }

  /** Compares a slot's id with a UUID already turned into bytes (`uuidBytes`). */
  compareTo(slot: number, uuid: Uint8Array): number {
    for (let i = 0; i < 16; i += 1) {
      const difference = this.bytes[slot * 16 + i]! - uuid[i]!;
      if (difference !== 0) return difference;
    }
    return 0;
  }
}

export function uuidBytes(uuid: string): Uint8Array {
  const bytes = new Uint8Array(16);
  writeUuid(uuid, bytes, 0);
  return bytes;
}

function writeUuid(uuid: string, target: Uint8Array, at: number): void {
  let byte = 0;
  for (let i = 0; i < uuid.length && byte < 16; i += 1) {
    const high = hexValue(uuid.charCodeAt(i));
    if (high < 0) continue; // a dash
    target[at + byte] = high * 16 + hexValue(uuid.charCodeAt(i + 1));
    byte += 1;
    i += 1;
  }
}

/** 0-15 for a hex digit's character code, -1 for anything else. */
function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

/** One text per slot, appended, kept end to end in one string with each slot's start. */
export class TextColumn {
  private text = '';
  private pending: string[] = [];
  private starts = new Int32Array(1024);
  private count = 0;
  private totalLength = 0;

  /** A column of `count` texts from a snapshot: `starts` holds count + 1 offsets (and room after). */
  static of(text: string, starts: Int32Array<ArrayBuffer>, count: number): TextColumn {
    const column = new TextColumn();
    column.text = text;
    column.starts = starts;
    column.count = count;
    column.totalLength = text.length;
    return column;
  }

  /** The texts so far end to end, and where each starts (count + 1 offsets); later pushes go after. */
  contents(): { text: string; starts: Int32Array; count: number } {
    this.flush();
    return { text: this.text, starts: this.starts.subarray(0, this.count + 1), count: this.count };
  }

  push(value: string): void {
    if (this.count + 2 > this.starts.length) {
      const grown = new Int32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.count] = this.totalLength;
    this.totalLength += value.length;
    this.count += 1;
    this.starts[this.count] = this.totalLength;
    this.pending.push(value);
    // Joined in pieces, so a million short strings are never all alive at once.
    if (this.pending.length >= 4096) this.flush();
  }

  get(slot: number): string {
    this.flush();
    return this.text.slice(this.starts[slot], this.starts[slot + 1]);
  }

  /** Code-unit order of two slots' texts, as `<` orders strings. */
  compare(a: number, b: number): number {
    this.flush();
    const { text, starts } = this;
    const aStart = starts[a]!;
    const bStart = starts[b]!;
    const aLength = starts[a + 1]! - aStart;
    const bLength = starts[b + 1]! - bStart;
    const common = Math.min(aLength, bLength);
    for (let i = 0; i < common; i += 1) {
      const difference = text.charCodeAt(aStart + i) - text.charCodeAt(bStart + i);
      if (difference !== 0) return difference;
    }
    return aLength - bLength;
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.text += this.pending.join('');
    this.pending = [];
  }
}

/** A column's values in a new array of `size` (the rest zero): how every column grows. */
export function grownTo<T extends Int32Array | Float64Array | Uint8Array>(old: T, size: number): T {
  const next = new (old.constructor as new (length: number) => T)(size);
  next.set(old);
  return next;
}
