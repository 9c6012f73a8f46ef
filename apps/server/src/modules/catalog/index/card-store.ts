// Where the index keeps its cards' texts (names as written, pictures, descriptions, options): in
// this process's memory for a catalogue of up to CATALOG_INDEX_CARDS_UP_TO products, else in a file
// in DATA_DIR, read back a card at a time (issue 39). At 1M products the texts are ~215 MB; in a file
// they sit in the system's page cache, which the kernel shares and reclaims, instead of the process's
// memory, and a card costs one positioned read (a few microseconds while the page is cached).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Texts appended end to end; each read back by where it starts and ends (in bytes). */
export type CardStore = {
  /** Appends `text` as UTF-8; where it ends (its start is where the previous one ended). */
  append(text: string): number;
  /** Appends bytes as they are (a snapshot's copy of another store). */
  appendBytes(bytes: Uint8Array): void;
  read(start: number, end: number): string;
  /** Bytes held so far. */
  readonly length: number;
  /** Its first `end` bytes in order, a piece at a time (a snapshot's copy). */
  pieces(end: number): Iterable<Uint8Array>;
};

/**
 * Where a catalogue's cards go: memory up to `inMemoryUpTo` products, else a file in `dir`; `warn`
 * hears why a file could not be made (the texts then stay in memory).
 */
export type CardPlace = { inMemoryUpTo: number; dir: string; warn?: (message: string) => void };

export function cardStoreFor(products: number, place: CardPlace): CardStore {
  if (products <= place.inMemoryUpTo) return new MemoryCardStore();
  try {
    return new FileCardStore(place.dir);
  } catch (error) {
    // A DATA_DIR that cannot be written to costs memory, never the index.
    place.warn?.(
      `the catalogue's card texts stay in memory: no file could be made in ${place.dir} (${(error as Error).message})`,
    );
    return new MemoryCardStore();
  }
}

const PIECE_BYTES = 4 << 20;

export class MemoryCardStore implements CardStore {
  private bytes = Buffer.allocUnsafeSlow(1 << 16);
  length = 0;

  append(text: string): number {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    this.makeRoom(text.length * 3);
    this.length += this.bytes.write(text, this.length, 'utf8');
    return this.length;
  }

  appendBytes(bytes: Uint8Array): void {
    this.makeRoom(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  read(start: number, end: number): string {
    return this.bytes.toString('utf8', start, end);
  }

  *pieces(end: number): Iterable<Uint8Array> {
    // A view of the buffer as it is now: a later append that grows it copies, never overwrites.
    const bytes = this.bytes;
    for (let start = 0; start < end; start += PIECE_BYTES) {
      yield bytes.subarray(start, Math.min(end, start + PIECE_BYTES));
    }
  }

  private makeRoom(bytes: number): void {
    if (this.length + bytes <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + bytes) size *= 2;
    // Not zero-filled: pages not yet written take no memory.
    const grown = Buffer.allocUnsafeSlow(size);
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }
}

/** Closes a file store's descriptor once its index is gone (an index is replaced, never closed). */
const openFiles = new FinalizationRegistry<number>((fd) => fs.close(fd, () => {}));

/**
 * Texts in a file that has no name: removed as soon as it is opened, so the system frees it when the
 * descriptor closes, or the process ends however it ends. The newest texts wait in a buffer and are
 * written a quarter megabyte at a time.
 */
export class FileCardStore implements CardStore {
  private readonly fd: number;
  /** Bytes in the file; the buffer's come after them. */
  private written = 0;
  private readonly buffer = Buffer.allocUnsafeSlow(1 << 18);
  private buffered = 0;
  private scratch = Buffer.allocUnsafeSlow(4096);

  constructor(dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `catalog-cards-${crypto.randomUUID()}.tmp`);
    this.fd = fs.openSync(file, 'w+', 0o600);
    try {
      fs.unlinkSync(file);
    } catch (error) {
      fs.closeSync(this.fd);
      fs.rmSync(file, { force: true });
      throw error;
    }
    openFiles.register(this, this.fd);
  }

  get length(): number {
    return this.written + this.buffered;
  }

  append(text: string): number {
    if (this.buffered + text.length * 3 > this.buffer.length) this.flush();
    if (text.length * 3 > this.buffer.length) {
      this.writeOut(Buffer.from(text, 'utf8'));
    } else {
      this.buffered += this.buffer.write(text, this.buffered, 'utf8');
    }
    return this.length;
  }

  appendBytes(bytes: Uint8Array): void {
    this.flush();
    this.writeOut(bytes);
  }

  read(start: number, end: number): string {
    // A text is written whole, so it is either in the buffer or in the file.
    if (start >= this.written) return this.buffer.toString('utf8', start - this.written, end - this.written);
    const length = end - start;
    if (length > this.scratch.length) this.scratch = Buffer.allocUnsafeSlow(length);
    let done = 0;
    while (done < length) {
      const read = fs.readSync(this.fd, this.scratch, done, length - done, start + done);
      if (read === 0) throw new Error('the catalogue card file ended early');
      done += read;
    }
    return this.scratch.toString('utf8', 0, length);
  }

  *pieces(end: number): Iterable<Uint8Array> {
    if (end > this.written) this.flush();
    const piece = Buffer.allocUnsafeSlow(PIECE_BYTES);
    for (let start = 0; start < end; start += PIECE_BYTES) {
      const length = Math.min(PIECE_BYTES, end - start);
      let done = 0;
      while (done < length) {
        const read = fs.readSync(this.fd, piece, done, length - done, start + done);
        if (read === 0) throw new Error('the catalogue card file ended early');
        done += read;
      }
      // The reader is done with a piece before the next is read into the same buffer.
      yield piece.subarray(0, length);
    }
  }

  private flush(): void {
    if (this.buffered === 0) return;
    const bytes = this.buffer.subarray(0, this.buffered);
    let done = 0;
    while (done < bytes.length)
      done += fs.writeSync(this.fd, bytes, done, bytes.length - done, this.written + done);
    this.written += bytes.length;
    this.buffered = 0;
  }

  private writeOut(bytes: Uint8Array): void {
    let done = 0;
    while (done < bytes.length)
      done += fs.writeSync(this.fd, bytes, done, bytes.length - done, this.written + done);
    this.written += bytes.length;
  }
}
