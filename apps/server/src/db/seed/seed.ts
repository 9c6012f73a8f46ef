// Seeds the demo catalogue into an empty products table. Runs inside the server process at start
// (PGlite allows one process per folder), and never touches a catalogue that has products.
import { and, count, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { products, type NewProductRow } from '../schema/index.js';
import { DEMO_CATALOG } from './demo-catalog.js';
import { DEMO_IMAGE_PREFIX, demoImageUrl } from './demo-images.js';

const MINUTE_MS = 60_000;
const SEED_LOCK_KEY = 7_341_902_002;

/**
 * The demo's stock: 20 to 99 units, and a few products nearly gone so the dashboard's low-stock list
 * and the product page's "Only N left" have something to show.
 */
export const demoStock = (index: number): number => (index % 23 === 11 ? 3 : 20 + ((index * 37) % 80));

export function buildDemoRows(now = Date.now()): NewProductRow[] {
  // Older products first in the list, so 'latest' shows the end of the list first: spread
  // createdAt a minute apart to give 'latest' a stable order.
  return DEMO_CATALOG.map((product, index) => ({
    name: product.name,
    brand: product.brand,
    priceCents: product.priceCents,
    category: product.category,
    description: product.desc,
    imageUrl: demoImageUrl(product.name),
    stock: demoStock(index),
    createdAt: new Date(now - (DEMO_CATALOG.length - index) * MINUTE_MS),
  }));
}

/** Inserts the demo catalogue when no product exists; returns how many were inserted. */
export async function seedDemoCatalog(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ total: count() }).from(products);
    if ((row?.total ?? 0) > 0) return 0;
    const rows = buildDemoRows();
    await tx.insert(products).values(rows);
    return rows.length;
  });
}

/** Demo products still on sale (pictured by the demo's drawings): what SEED_DEMO_DATA=false leaves. */
export async function countDemoProductsOnSale(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(and(like(products.imageUrl, `${DEMO_IMAGE_PREFIX}%`), isNull(products.deletedAt)));
  return row?.total ?? 0;
}
