// The admin's inventory (issue 22): the variants of the products on sale with their stock (a product
// without options is one row), fewest units first, searched and paged in the database; and one
// variant's stock set, announced to every instance like any edit (decision 060).
import {
  INVENTORY_PAGE_SIZE,
  LOW_STOCK_THRESHOLD,
  MAX_PRODUCT_STOCK,
  type InventoryItem,
  type InventoryQuery,
  type InventoryResponse,
  type StockChange,
} from '@eshop/shared';
import { and, asc, count, eq, like, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVariants } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { escapeLike, searchWords } from '../../lib/search-terms.js';
import { isOnSale } from './on-sale.js';
import { setStock } from './product-stock.js';
import { variantTitleOf } from './variants-for-sale.js';
import { pageCountOf } from '../../lib/page-count.js';

export type InventoryDeps = {
  db: Db;
  /** After the change committed: this instance's storefront answers show it before the reply goes. */
  onCatalogChanged: (productId: string) => Promise<void>;
};

const itemColumns = {
  id: products.id,
  variantId: productVariants.id,
  option1: productVariants.option1,
  option2: productVariants.option2,
  option3: productVariants.option3,
  sku: productVariants.sku,
  name: products.name,
  brand: products.brand,
  imageURL: sql<string>`coalesce(${productVariants.imageUrl}, ${products.imageUrl})`,
  stock: productVariants.stock,
};

function inventoryFilter({ search, lowStock }: Pick<InventoryQuery, 'search' | 'lowStock'>): SQL | undefined {
  const conditions: SQL[] = [isOnSale];
  // search_text is the lower-cased name, brand and category (the trigram index serves it).
  for (const word of searchWords(search ?? '')) {
    conditions.push(like(products.searchText, `%${escapeLike(word)}%`));
  }
  if (lowStock) conditions.push(lte(productVariants.stock, LOW_STOCK_THRESHOLD));
  return and(...conditions);
}

/** One page, fewest units first, then by name (the id last, so pages never repeat a variant). */
export async function listInventory(db: Db, query: InventoryQuery): Promise<InventoryResponse> {
  const where = inventoryFilter(query);
  // The page and the total come from one snapshot, so a sale between them cannot disagree.
  const [items, totals] = await db.transaction(
    async (tx) => {
      const rows = await tx
        .select(itemColumns)
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(where)
        .orderBy(
          asc(productVariants.stock),
          asc(sql`lower(${products.name})`),
          asc(productVariants.position),
          asc(productVariants.id),
        )
        .limit(INVENTORY_PAGE_SIZE)
        .offset((query.page - 1) * INVENTORY_PAGE_SIZE);
      const [counted] = await tx
        .select({ total: count() })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(where);
      return [rows, counted] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const total = totals?.total ?? 0;
  return {
    items: items.map(({ option1, option2, option3, ...item }) => ({
      ...item,
      variantTitle: variantTitleOf([option1, option2, option3]),
    })),
    total,
    page: query.page,
    pageSize: INVENTORY_PAGE_SIZE,
    pageCount: pageCountOf(total, INVENTORY_PAGE_SIZE),
  };
}

/**
 * Sets a variant's stock (the product's editedAt too, as any edit). With `stockWas`, stock moves by the
 * admin's difference in the same statement as sales' decrements, so neither loses the other's change.
 */
export async function setProductStock(
  deps: InventoryDeps,
  id: string,
  { variantId, stock, stockWas }: StockChange,
): Promise<InventoryItem> {
  const setting = stockWas === undefined ? { stock } : { by: stock - stockWas, max: MAX_PRODUCT_STOCK };
  // Every instance hears it (its cached answers and catalogue index follow), once it commits.
  const row = await deps.db.transaction((tx) => setStock(tx, { productId: id, variantId }, setting));
  if (!row) throw notFound();
  await deps.onCatalogChanged(id);
  return row;
}
