// Seeds the demo catalogue into an empty products table. Runs inside the server process at start
// (PGlite allows one process per folder), and never touches a catalogue that has products.
import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { products, productVariants, type NewProductRow } from '../schema/index.js';
import type { Tx } from '../client.js';
import { DEMO_CATALOG } from './demo-catalog.js';
import { DEMO_IMAGE_PREFIX, demoImageUrl } from './demo-images.js';
import { demoVariantsOf } from './demo-variants.js';
import { variantSummaryOf } from '@eshop/shared';

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
    const inserted = await tx
      .insert(products)
      .values(rows)
      .returning({ id: products.id, name: products.name });
    await seedDemoVariants(tx, inserted);
    return rows.length;
  });
}

/**
 * The demo's sizes, colours and storage (demo-variants.ts), with the product keeping what listings read:
 * its options, its lowest price (and the dearest, when they differ), its stock in all and its sale. A
 * product sold one way gets its single variant from migration 0019's trigger at commit.
 */
async function seedDemoVariants(tx: Tx, inserted: readonly { id: string; name: string }[]): Promise<void> {
  const idOf = new Map(inserted.map(({ id, name }) => [name, id]));
  for (const [index, product] of DEMO_CATALOG.entries()) {
    const demo = demoVariantsOf(product, index);
    const productId = idOf.get(product.name);
    if (!demo || !productId) continue;
    const sku = (at: number) => `DEMO-${index + 1}-${at + 1}`;
    await tx.insert(productVariants).values(
      demo.variants.map((variant, at) => ({
        productId,
        position: at + 1,
        option1: variant.values[0] ?? null,
        option2: variant.values[1] ?? null,
        option3: variant.values[2] ?? null,
        sku: sku(at),
        priceCents: variant.priceCents,
        compareAtCents: variant.compareAtCents,
        stock: variant.stock,
        imageUrl: variant.colour ? demoImageUrl(product.name, variant.colour) : null,
      })),
    );
    await tx
      .update(products)
      .set({ options: demo.options, ...variantSummaryOf(demo.variants) })
      .where(eq(products.id, productId));
  }
}

/** Demo products still on sale (pictured by the demo's drawings): what SEED_DEMO_DATA=false leaves. */
export async function countDemoProductsOnSale(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(and(like(products.imageUrl, `${DEMO_IMAGE_PREFIX}%`), isNull(products.deletedAt)));
  return row?.total ?? 0;
}
