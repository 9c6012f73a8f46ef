// The catalogue index in a file (decision 041): typed arrays as raw bytes, the rest as JSON, then a
// header with the format, the counts and the change events the index had applied (at the end, so the
// sections stream out). Written to a temporary name and renamed, so a reader sees a whole snapshot or
// the previous one; read straight into the index's own arrays. A CRC-32 over every section catches a
// damaged file.
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import type { CardColumnsState } from './card-columns.js';
import { utf8Chunks } from './utf8-chunks.js';
import { cardStoreFor, type CardPlace, type CardStore } from './card-store.js';
import {
  columnRoomFor,
  ORDER_NAMES,
  type FieldState,
  type IndexState,
  type PackedState,
} from './catalog-index.js';

/**
 * NOTE: bump when the index's state changes shape or meaning (a column, how names are lower-cased or
 * split into words): a snapshot of another format is never read, the index is built from the
 * database instead.
 */
export const SNAPSHOT_FORMAT = 5;
const MAGIC = 'ESHOPIDX';
const CHUNK_BYTES = 4 << 20;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the header says besides the layout: where the snapshot stands in the shop's history. */
export type SnapshotMeta = {
  /** The newest change event the index had heard and applied (shop_events.id; 0 for none). */
  eventId: number;
  /** The database's clock when the state was taken (ms since 1970). */
  writtenAtMs: number;
};

type SectionKind = 'u8' | 'i32' | 'f64' | 'text';
type Section = { name: string; kind: SectionKind; bytes: number };
type Header = SnapshotMeta & {
  format: number;
  slots: number;
  products: number;
  loadedInIdOrder: number;
  sections: Section[];
  crc32: number;
};

const bytesOf = (array: ArrayBufferView) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
const padTo8 = (n: number) => (n + 7) & ~7;

/** A section's bytes, a piece at a time (cards are made as they are written, never all at once). */
type Part = { name: string; kind: SectionKind; chunks: () => AsyncIterable<Uint8Array> };

function partOf(name: string, kind: SectionKind, data: ArrayBufferView | (() => string)): Part {
  return {
    name,
    kind,
    async *chunks() {
      if (typeof data === 'function') {
        // Encoded only when its turn comes, so two sections' copies are never held at once.
        yield* utf8Chunks(data(), CHUNK_BYTES);
        return;
      }
      const bytes = bytesOf(data);
      for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
        yield bytes.subarray(start, start + CHUNK_BYTES);
      }
    },
  };
}

/**
 * Lists end to end, through one buffer of CHUNK_BYTES: a copy of them all at once would be the
 * largest allocation of the write (tens of megabytes at 1M products, on top of the index).
 */
function listsPart(name: string, kind: SectionKind, lists: ArrayBufferView[]): Part {
  return {
    name,
    kind,
    async *chunks() {
      const buffer = new Uint8Array(CHUNK_BYTES);
      let filled = 0;
      for (const [i, list] of lists.entries()) {
        const bytes = bytesOf(list);
        for (let from = 0; from < bytes.length;) {
          const count = Math.min(bytes.length - from, buffer.length - filled);
          buffer.set(bytes.subarray(from, from + count), filled);
          filled += count;
          from += count;
          // The writer is done with a chunk before the generator runs on, so the buffer is reused.
          if (filled === buffer.length) {
            yield buffer;
            filled = 0;
          }
        }
        if ((i & 8191) === 8191) await nextTurn();
      }
      if (filled > 0) yield buffer.subarray(0, filled);
    },
  };
}

/** Writes `state` to `file` (through a temporary file renamed), a few megabytes at a time; its size. */
export async function writeSnapshot(file: string, state: IndexState, meta: SnapshotMeta): Promise<number> {
  const parts: Part[] = [];
  const add = (name: string, kind: SectionKind, data: ArrayBufferView | (() => string)) =>
    parts.push(partOf(name, kind, data));
  add('ids', 'u8', state.ids);
  add('nameText', 'text', () => state.names.text);
  add('nameStarts', 'i32', state.names.starts);
  add('prices', 'i32', state.prices);
  add('created', 'f64', state.created);
  add('brandOf', 'i32', state.brandOf);
  add('categoryOf', 'i32', state.categoryOf);
  add('live', 'u8', state.live);
  add('inStock', 'u8', state.inStock);
  add('onSale', 'u8', state.onSale);
  add('optionStarts', 'i32', state.optionStarts);
  add('optionIds', 'i32', state.optionIds);
  for (const order of ORDER_NAMES) add(`order.${order}`, 'i32', state.orders[order]);
  const words = (field: FieldState) => ({ values: field.values, liveCounts: field.liveCounts });
  add('words', 'text', () =>
    JSON.stringify({
      brands: words(state.brands),
      categories: words(state.categories),
      optionValues: words(state.optionValues),
      tokens: state.tokens,
      wholeWords: state.wholeWords,
    }),
  );
  // The fields' posting lists end to end, and their lengths: brands', categories', option values'.
  const lists = [...state.brands.slots, ...state.categories.slots, ...state.optionValues.slots];
  add(
    'postingLengths',
    'i32',
    Int32Array.from(lists, (list) => list.length),
  );
  parts.push(listsPart('postings', 'i32', lists));
  // The words' packed postings end to end (the names' words, then the whole words), and for each its
  // bytes, slots and last slot.
  const packed = [...state.tokenSlots, ...state.wholeWordSlots];
  add(
    'packedSizes',
    'i32',
    Int32Array.from(packed.flatMap((list) => [list.bytes.length, list.length, list.last])),
  );
  parts.push(
    listsPart(
      'packedPostings',
      'u8',
      packed.map((list) => list.bytes),
    ),
  );
  add('card.textStarts', 'f64', state.cards.textStarts);
  const { texts, textStarts } = state.cards;
  parts.push({
    name: 'card.text',
    kind: 'u8',
    async *chunks() {
      for (const piece of texts.pieces(textStarts[state.slotCount]!)) {
        yield piece;
        await nextTurn();
      }
    },
  });

  // Its own temporary name: two processes on one DATA_DIR (decision 005 says not to) never interleave.
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await fs.open(temporary, 'w', 0o600);
  let position = 0;
  let crc = 0;
  const sections: Section[] = [];
  try {
    const write = async (chunk: Uint8Array) => {
      await handle.write(chunk, 0, chunk.length, position);
      position += chunk.length;
    };
    for (const { name, kind, chunks } of parts) {
      const start = position;
      for await (const chunk of chunks()) {
        crc = zlib.crc32(chunk, crc);
        await write(chunk);
      }
      sections.push({ name, kind, bytes: position - start });
      // Every section starts on an 8-byte boundary, as the arrays it is read into do.
      position = padTo8(position);
    }
    // The header last (it holds the sections' sizes and the checksum), then its length and the mark.
    const header: Header = {
      format: SNAPSHOT_FORMAT,
      ...meta,
      slots: state.slotCount,
      products: state.liveCount,
      loadedInIdOrder: state.loadedInIdOrder,
      sections,
      crc32: crc,
    };
    const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
    const tail = Buffer.alloc(12);
    tail.writeUInt32LE(headerBytes.length, 0);
    tail.write(MAGIC, 4, 'latin1');
    await write(headerBytes);
    await write(tail);
    await handle.truncate(position);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await fs.rename(temporary, file);
  return position;
}

/** Why a snapshot cannot be read (then the index is built from the database). */
export class SnapshotError extends Error {}

/** Reads a snapshot written by `writeSnapshot`; undefined when there is none. */
export async function readSnapshot(
  file: string,
  place: CardPlace,
): Promise<{ state: IndexState; meta: SnapshotMeta } | undefined> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return await readOpen(handle, place);
  } finally {
    await handle.close();
  }
}

async function readOpen(
  handle: fs.FileHandle,
  place: CardPlace,
): Promise<{ state: IndexState; meta: SnapshotMeta }> {
  const { size } = await handle.stat();
  let position = 0;
  let crc = 0;
  const readInto = async (target: Uint8Array) => {
    if (position + target.length > headerStart) throw new SnapshotError('the file ends early');
    for (let start = 0; start < target.length; start += CHUNK_BYTES) {
      const chunk = target.subarray(start, start + CHUNK_BYTES);
      let done = 0;
      while (done < chunk.length) {
        const { bytesRead } = await handle.read(chunk, done, chunk.length - done, position + start + done);
        if (bytesRead === 0) throw new SnapshotError('the file ends early');
        done += bytesRead;
      }
      crc = zlib.crc32(chunk, crc);
    }
    position = padTo8(position + target.length);
  };
  /** A section too big to hold twice (the cards' texts), copied through one buffer into `store`. */
  const readThrough = async (bytes: number, store: CardStore) => {
    const buffer = new Uint8Array(Math.min(bytes, CHUNK_BYTES));
    const start = position;
    for (let done = 0; done < bytes; done += buffer.length) {
      const piece = buffer.subarray(0, Math.min(buffer.length, bytes - done));
      position = start + done;
      await readInto(piece);
      store.appendBytes(piece);
    }
    position = padTo8(start + bytes);
  };

  if (size < 12) throw new SnapshotError('the file ends early');
  const tail = Buffer.alloc(12);
  await handle.read(tail, 0, 12, size - 12);
  if (tail.toString('latin1', 4, 12) !== MAGIC) throw new SnapshotError('not a whole snapshot');
  const headerLength = tail.readUInt32LE(0);
  const headerStart = size - 12 - headerLength;
  if (headerStart < 0) throw new SnapshotError('its header is damaged');
  const headerBytes = Buffer.alloc(headerLength);
  await handle.read(headerBytes, 0, headerLength, headerStart);
  let header: Header;
  try {
    header = JSON.parse(headerBytes.toString('utf8')) as Header;
  } catch {
    throw new SnapshotError('its header is damaged');
  }
  if (header.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotError(`format ${header.format}, this version reads ${SNAPSHOT_FORMAT}`);
  }

  const n = header.slots;
  const room = columnRoomFor(n);
  const sections = new Map(header.sections.map((section) => [section.name, section]));
  const sizeOf = (name: string, expected?: number) => {
    const section = sections.get(name);
    if (!section || (expected !== undefined && section.bytes !== expected)) {
      throw new SnapshotError(`its ${name} section is missing or of the wrong size`);
    }
    return section.bytes;
  };
  // Sections in the order they were written; each read into its array.
  const results = new Map<string, ArrayBufferView | string | Buffer>();
  const texts = cardStoreFor(header.products, place);
  for (const section of header.sections) {
    const { name, kind } = section;
    const bytes = sizeOf(name);
    if (name === 'card.text') {
      await readThrough(bytes, texts);
      continue;
    }
    let target: ArrayBufferView;
    if (name === 'ids') target = new Uint8Array(16 * room);
    else if (name === 'nameStarts') target = new Int32Array(room + 2);
    else if (name === 'optionStarts') target = new Int32Array(room + 1);
    else if (name === 'card.textStarts') target = new Float64Array(room + 1);
    else if (['prices', 'brandOf', 'categoryOf'].includes(name)) target = new Int32Array(room);
    else if (name === 'created') target = new Float64Array(room);
    else if (['live', 'inStock', 'onSale'].includes(name)) target = new Uint8Array(room);
    else if (kind === 'i32') target = new Int32Array(bytes / 4);
    else target = new Uint8Array(bytes);
    if (bytes > target.byteLength || (kind === 'i32' && bytes % 4 !== 0)) {
      throw new SnapshotError(`its ${name} section is of the wrong size`);
    }
    await readInto(new Uint8Array(target.buffer, 0, bytes));
    results.set(name, kind !== 'text' ? target : Buffer.from(target.buffer, 0, bytes).toString('utf8'));
  }
  if (crc !== header.crc32) throw new SnapshotError('its checksum does not match (a damaged file)');

  const get = <T>(name: string) => results.get(name) as T;
  sizeOf('ids', 16 * n);
  sizeOf('nameStarts', 4 * (n + 1));
  for (const name of ['prices', 'brandOf', 'categoryOf']) sizeOf(name, 4 * n);
  sizeOf('created', 8 * n);
  sizeOf('live', n);
  sizeOf('inStock', n);
  sizeOf('onSale', n);
  sizeOf('optionStarts', 4 * (n + 1));
  const optionStarts = get<Int32Array>('optionStarts');
  const optionIds = get<Int32Array>('optionIds');
  if (optionStarts[n] !== optionIds.length) throw new SnapshotError('its option values do not add up');
  for (const order of ORDER_NAMES) sizeOf(`order.${order}`, 4 * header.products);
  const starts = get<Int32Array>('nameStarts');
  const text = get<string>('nameText');
  // A text that did not come back as written (damage the checksum missed) would misplace every name.
  if (text.length !== starts[n]) throw new SnapshotError('its names do not add up');

  const words = JSON.parse(get<string>('words')) as {
    brands: Omit<FieldState, 'slots'>;
    categories: Omit<FieldState, 'slots'>;
    optionValues: Omit<FieldState, 'slots'>;
    tokens: string[];
    wholeWords: string[];
  };
  const lengths = get<Int32Array>('postingLengths');
  const postings = get<Int32Array>('postings');
  // Slices of the one postings array, each list's after the previous.
  let offset = 0;
  const slices = Array.from(lengths, (length) => {
    const list = postings.subarray(offset, offset + length);
    offset += length;
    return list;
  });
  if (offset !== postings.length) throw new SnapshotError('its postings do not add up');
  // The lists in the order they were written, each field's taken from the front.
  const counts = [
    words.brands.values.length,
    words.categories.values.length,
    words.optionValues.values.length,
  ];
  if (slices.length !== counts.reduce((sum, count) => sum + count, 0)) {
    throw new SnapshotError('its postings do not add up');
  }
  let taken = 0;
  const [brandSlots, categorySlots, optionValueSlots] = counts.map((count) => {
    taken += count;
    return slices.slice(taken - count, taken);
  }) as [Int32Array[], Int32Array[], Int32Array[]];
  const packedLists = packedListsOf(get<Int32Array>('packedSizes'), get<Uint8Array>('packedPostings'), n);
  if (packedLists.length !== words.tokens.length + words.wholeWords.length) {
    throw new SnapshotError('its postings do not add up');
  }
  const tokenSlots = packedLists.slice(0, words.tokens.length);
  const wholeWordSlots = packedLists.slice(words.tokens.length);

  sizeOf('card.textStarts', 8 * (n + 1));
  const textStarts = get<Float64Array>('card.textStarts');
  if (textStarts[n] !== texts.length) throw new SnapshotError('its cards do not add up');
  const cards: CardColumnsState = {
    textStarts,
    texts,
  };

  const state: IndexState = {
    slotCount: n,
    liveCount: header.products,
    loadedInIdOrder: header.loadedInIdOrder,
    ids: get<Uint8Array>('ids'),
    names: { text, starts },
    prices: get<Int32Array>('prices'),
    created: get<Float64Array>('created'),
    brandOf: get<Int32Array>('brandOf'),
    categoryOf: get<Int32Array>('categoryOf'),
    live: get<Uint8Array>('live'),
    inStock: get<Uint8Array>('inStock'),
    onSale: get<Uint8Array>('onSale'),
    brands: { ...words.brands, slots: brandSlots },
    categories: { ...words.categories, slots: categorySlots },
    optionValues: { ...words.optionValues, slots: optionValueSlots },
    optionStarts,
    optionIds,
    tokens: words.tokens,
    tokenSlots,
    wholeWords: words.wholeWords,
    wholeWordSlots,
    orders: {
      latest: get<Int32Array>('order.latest'),
      price: get<Int32Array>('order.price'),
      name: get<Int32Array>('order.name'),
    },
    cards,
  };
  return { state, meta: { eventId: header.eventId, writtenAtMs: header.writtenAtMs } };
}

/**
 * The packed lists in one section's bytes, by their sizes (bytes, slots, last slot: three a list),
 * each checked against the `slots` the snapshot holds: a list that did not add up would be pushed to
 * later as though its last slot were another.
 */
function packedListsOf(sizes: Int32Array, bytes: Uint8Array, slots: number): PackedState[] {
  if (sizes.length % 3 !== 0) throw new SnapshotError('its postings do not add up');
  const lists: PackedState[] = [];
  let offset = 0;
  for (let i = 0; i < sizes.length; i += 3) {
    const byteLength = sizes[i]!;
    const length = sizes[i + 1]!;
    const last = sizes[i + 2]!;
    const end = offset + byteLength;
    // Each slot takes 1 to 5 bytes, the last byte of a gap has its top bit clear, and only an empty
    // list has no last slot.
    const whole =
      length >= 0 &&
      length <= slots &&
      last >= -1 &&
      last < slots &&
      (length === 0) === (last === -1) &&
      byteLength >= length &&
      byteLength <= 5 * length &&
      end <= bytes.length &&
      (byteLength === 0 || bytes[end - 1]! < 0x80);
    if (!whole) throw new SnapshotError('its postings do not add up');
    lists.push({ bytes: bytes.subarray(offset, end), length, last });
    offset = end;
  }
  if (offset !== bytes.length) throw new SnapshotError('its postings do not add up');
  return lists;
}
