// Reading the catalogue for the index: all of it at start, in batches so the server keeps
// answering, and then the few products a change event names.
import { and, asc, count, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orders, products, type ProductRow } from '../../../db/schema/index.js';
import { isOnSale } from '../../products/index.js';
import { cardColumns } from '../product-dto.js';
import type { CardSource } from './card-columns.js';
import { CatalogIndex, type IndexedProduct } from './catalog-index.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the index needs of a row when it does not keep whole cards. */
const searchColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  category: products.category,
  priceCents: products.priceCents,
  stock: products.stock,
  compareAtCents: products.compareAtCents,
  createdAt: products.createdAt,
  options: products.options,
  description: products.description,
};

type SearchRow = Pick<ProductRow, keyof typeof searchColumns>;

/** What it needs when it keeps cards: the card's columns and the more pictures (not search_text). */
const cardAndGalleryColumns = { ...cardColumns, gallery: products.gallery };
type CardRow = Pick<ProductRow, keyof typeof cardAndGalleryColumns>;

const toIndexed = (row: SearchRow | CardRow, keepCards: boolean): IndexedProduct => ({
  id: row.id,
  name: row.name,
  brand: row.brand,
  category: row.category,
  priceCents: row.priceCents,
  stock: row.stock,
  compareAtCents: row.compareAtCents,
  createdAt: row.createdAt,
  options: row.options,
  description: row.description,
  ...(keepCards ? { card: cardSourceOf(row as CardRow) } : {}),
});

const cardSourceOf = (row: CardRow): CardSource => ({
  name: row.name,
  imageURL: row.imageUrl,
  desc: row.description,
  stock: row.stock,
  reviewCount: row.reviewCount,
  ratingSum: row.ratingSum,
  editedAt: row.editedAt,
  options: row.options,
  priceMaxCents: row.priceMaxCents,
  compareAtCents: row.compareAtCents,
  gallery: row.gallery,
});

function selectRows(db: Db, keepCards: boolean) {
  return db.select(keepCards ? cardAndGalleryColumns : searchColumns).from(products);
}

/**
 * Every product on sale, read in id order `batchSize` at a time, then sorted into each order. The
 * index keeps whole cards while the catalogue has at most `cardsUpTo` products.
 */
export async function loadIndex(db: Db, cardsUpTo: number, rowsPerBatch?: number): Promise<CatalogIndex> {
  const [onSale] = await db.select({ count: count() }).from(products).where(isOnSale);
  const keepCards = (onSale?.count ?? 0) <= cardsUpTo;
  // Each batch is appended in one turn of the event loop: a few tens of milliseconds at most.
  const batchSize = rowsPerBatch ?? (keepCards ? 2_000 : 5_000);
  const index = new CatalogIndex(keepCards);
  let after: string | undefined;
  for (;;) {
    const rows: (SearchRow | CardRow)[] = await selectRows(db, keepCards)
      .where(and(isOnSale, after === undefined ? undefined : gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(batchSize);
    for (const row of rows) index.append(toIndexed(row, keepCards));
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
  keepCards: boolean,
): Promise<Map<string, IndexedProduct | undefined>> {
  const changes = new Map<string, IndexedProduct | undefined>(ids.map((id) => [id, undefined]));
  if (ids.length === 0) return changes;
  const rows: (SearchRow | CardRow)[] = await selectRows(db, keepCards).where(
    and(isOnSale, inArray(products.id, [...ids])),
  );
  for (const row of rows) changes.set(row.id, toIndexed(row, keepCards));
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
