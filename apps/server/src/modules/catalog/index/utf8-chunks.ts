/**
 * A text's UTF-8 bytes, encoded a piece of at most `chunkBytes` at a time into one reused buffer
 * (each piece is the caller's until it asks for the next). The index's names are 34 MB at 1M
 * products: their bytes whole, on top of the index, were the snapshot's largest cost in memory
 * (decision 083).
 */
export function* utf8Chunks(text: string, chunkBytes: number): Generator<Uint8Array> {
  // Below 6 bytes a piece could not hold a surrogate pair and a 3-byte unit: text would be lost.
  if (chunkBytes < 6) throw new RangeError('a piece must hold at least 6 bytes');
  const buffer = Buffer.allocUnsafe(chunkBytes);
  // A UTF-16 code unit is at most 3 bytes of UTF-8 (a surrogate pair is 4 bytes for 2 units).
  const unitsPerChunk = Math.max(2, Math.floor(chunkBytes / 3));
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + unitsPerChunk);
    // Never between the halves of a surrogate pair: each half alone would be written as U+FFFD.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    const written = buffer.write(text.slice(start, end), 'utf8');
    yield buffer.subarray(0, written);
    start = end;
  }
}
