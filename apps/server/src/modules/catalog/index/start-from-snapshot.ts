// Starting the index from the snapshot an earlier run of this instance wrote (decision 041): the file
// is read, then every product a change event named since it was written is read again from the
// database, and a sample of products and the count on sale are checked against the database. Any
// doubt (another database, events no longer kept, a category move) and the caller builds afresh.
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { products } from '../../../db/schema/index.js';
import { KEEP_EVENTS_MS, readEventClock, readEventsSince } from '../../events/index.js';
import { isOnSale } from '../../products/index.js';
import { toProductDetailDto } from '../product-dto.js';
import type { CardPlace } from './card-store.js';
import { CatalogIndex, hasSalePrice, type IndexedProduct } from './catalog-index.js';
import { readSnapshot, SnapshotError, writeSnapshot } from './index-snapshot.js';
import { productsOfOrders, readProducts } from './load-index.js';

/**
 * Events are replayed from this long before the snapshot was written, too: a write whose transaction
 * began before then and committed after had its event numbered below the snapshot's newest.
 */
const IN_FLIGHT_MARGIN_MS = 10 * 60 * 1000;
/** Younger than the stored events by a margin: an older snapshot could miss changes. */
const MAX_AGE_MS = KEEP_EVENTS_MS - 4 * 60 * 60 * 1000;
/** Past this many change events since the snapshot, reading the whole catalogue is as quick. */
const MAX_REPLAYED_EVENTS = 200_000;
const SAMPLE_SIZE = 64;
const IDS_PER_READ = 5_000;

export { SnapshotError };

/**
 * Writes the index as it is now. `eventId` is the newest event heard, every one of which the index
 * has applied (the caller writes only when no change is pending).
 */
export async function saveSnapshot(
  db: Db,
  file: string,
  index: CatalogIndex,
  eventId: number,
): Promise<number> {
  const state = index.captureState();
  const { nowMs } = await readEventClock(db);
  return writeSnapshot(file, state, { eventId, writtenAtMs: nowMs });
}

export type SnapshotStart = { index: CatalogIndex; replayedProducts: number };

/** The index from `file` brought up to date; undefined when there is no snapshot; SnapshotError why not. */
export async function startFromSnapshot(
  db: Db,
  file: string,
  place: CardPlace,
): Promise<SnapshotStart | undefined> {
  const snapshot = await readSnapshot(file, place);
  if (!snapshot) return undefined;
  const { state, meta } = snapshot;
  const { newestEventId, nowMs } = await readEventClock(db);
  const ageMs = nowMs - meta.writtenAtMs;
  if (ageMs > MAX_AGE_MS) {
    throw new SnapshotError(`written ${Math.round(ageMs / 3_600_000)} h ago, before the change events kept`);
  }
  if (ageMs < -60_000 || newestEventId < meta.eventId) {
    throw new SnapshotError('written against another database (its events are not this one’s)');
  }

  const changed = await changedSince(db, meta.eventId, meta.writtenAtMs - IN_FLIGHT_MARGIN_MS);
  const index = CatalogIndex.fromState(state);
  const changes = new Map<string, IndexedProduct | undefined>();
  for (let start = 0; start < changed.length; start += IDS_PER_READ) {
    const read = await readProducts(db, changed.slice(start, start + IDS_PER_READ));
    for (const [id, product] of read) changes.set(id, product);
  }
  if (changes.size > 0) index.apply(changes);

  await expectSameAsDatabase(db, index);
  const [onSale] = await db.select({ count: count() }).from(products).where(isOnSale);
  const onSaleNow = onSale?.count ?? 0;
  if (onSaleNow !== index.liveCount) {
    throw new SnapshotError(
      `${index.liveCount} products on sale after catching up, the database has ${onSaleNow} (a write without an event?)`,
    );
  }
  return { index, replayedProducts: changes.size };
}

/** The products the change events after `eventId` (or stored since `sinceMs`) name. */
async function changedSince(db: Db, eventId: number, sinceMs: number): Promise<string[]> {
  const rows = await readEventsSince(db, {
    types: ['product.changed', 'order.placed', 'catalog.changed'],
    afterId: eventId,
    sinceMs,
    limit: MAX_REPLAYED_EVENTS + 1,
  });
  if (rows.length > MAX_REPLAYED_EVENTS) {
    throw new SnapshotError(`over ${MAX_REPLAYED_EVENTS} changes since it was written`);
  }
  const productIds = new Set<string>();
  const orderIds: string[] = [];
  for (const event of rows) {
    if (event.type === 'product.changed') {
      productIds.add(event.data.productId);
    } else if (event.type === 'order.placed') {
      orderIds.push(event.data.orderId);
    } else if (event.data.productsMoved) {
      throw new SnapshotError('a category was renamed or deleted since (its products moved)');
    }
  }
  for (let start = 0; start < orderIds.length; start += IDS_PER_READ) {
    for (const id of await productsOfOrders(db, orderIds.slice(start, start + IDS_PER_READ)))
      productIds.add(id);
  }
  return [...productIds];
}

/**
 * Products spread over the newest-first order, each compared with its row: a snapshot of another
 * database (or one a write without an event changed) differs in all or some of them.
 */
async function expectSameAsDatabase(db: Db, index: CatalogIndex): Promise<void> {
  const order = index.orders.latest;
  const step = Math.max(1, Math.floor(order.length / SAMPLE_SIZE));
  const slots: number[] = [];
  for (let i = 0; i < order.length && slots.length < SAMPLE_SIZE; i += step) slots.push(order[i]!);
  const rows = await readProducts(
    db,
    slots.map((slot) => index.idOf(slot)),
  );
  for (const slot of slots) {
    const id = index.idOf(slot);
    const row = rows.get(id);
    const same =
      row !== undefined &&
      row.name.toLowerCase() === index.nameOf(slot) &&
      row.priceCents === index.prices[slot] &&
      row.createdAt.getTime() === index.created[slot] &&
      row.brand === index.brands.values[index.brandOf[slot]!] &&
      row.category === index.categories.values[index.categoryOf[slot]!] &&
      row.stock > 0 === (index.inStock[slot] === 1) &&
      hasSalePrice(row) === (index.onSale[slot] === 1) &&
      JSON.stringify(index.productOf(id)) === JSON.stringify(toProductDetailDto(row));
    if (!same) throw new SnapshotError(`product ${id} differs from the database`);
  }
}
