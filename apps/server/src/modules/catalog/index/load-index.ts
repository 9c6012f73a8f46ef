// Reading the catalogue for the index: all of it at start, in batches so the server keeps
// answering, and then the few products a change event names.
import { and, asc, count, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orders, products } from '../../../db/schema/index.js';
import { isOnSale } from '../../products/index.js';
import { cardColumns } from '../product-dto.js';
import { CardColumns } from './card-columns.js';
import { cardStoreFor, type CardPlace } from './card-store.js';
import { CatalogIndex, type IndexedProduct } from './catalog-index.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the index needs of a row: its card's columns and more pictures (not search_text). */
const indexColumns = { ...cardColumns, gallery: products.gallery };

/**
 * Every product on sale, read in id order `batchSize` at a time, then sorted into each order. Its
 * cards' texts go where `place` says for a catalogue of its size (card-store.ts).
 */
export async function loadIndex(db: Db, place: CardPlace, batchSize = 2_000): Promise<CatalogIndex> {
  const [onSale] = await db.select({ count: count() }).from(products).where(isOnSale);
  // Each batch is appended in one turn of the event loop: a few tens of milliseconds at most.
  const index = new CatalogIndex(new CardColumns(cardStoreFor(onSale?.count ?? 0, place)));
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select(indexColumns)
      .from(products)
      .where(and(isOnSale, after === undefined ? undefined : gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batchSize);
    for (const row of rows) index.append(row);
    if (rows.length < batchSize) break;
    after = rows.at(-1)!.id;
    await nextTurn();
  }
  await index.finishBuild();
  return index;
}

/** The named products as they are now; undefined for one no longer on sale. */
export async function readProducts(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, IndexedProduct | undefined>> {
  const changes = new Map<string, IndexedProduct | undefined>(ids.map((id) => [id, undefined]));
  if (ids.length === 0) return changes;
  const rows = await db
    .select(indexColumns)
    .from(products)
    .where(and(isOnSale, inArray(products.id, [...ids])));
  for (const row of rows) changes.set(row.id, row);
  return changes;
}

/** The products an order took units of (their stock changed). */
export async function productsOfOrders(db: Db, orderIds: readonly string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ items: orders.items })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
  return rows.flatMap((row) => row.items.map((item) => item.id));
}
