// The products table's writes besides stock (decision 044; stock is product-stock.ts, decision 037):
// the admin creates, edits and deletes a product, a review counts its stars, a category's rename or
// delete moves its products, a CSV import updates and adds products by SKU. Each function takes the
// caller's transaction, so the write commits or rolls back with the rest of its work; the events
// (product.changed, catalog.changed) stay with the callers, who publish them in the same transaction.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, type NewProductRow, type ProductImportRow } from '../../db/schema/index.js';
import { isOnSale } from './on-sale.js';

/**
 * The owner's edit of a product: every field of the form, the pictures only when given (left out,
 * they stay as they are), and the stock as a count or an expression over the current stock.
 */
export type ProductEdit = Pick<
  NewProductRow,
  'name' | 'priceCents' | 'category' | 'brand' | 'description' | 'imageUrl' | 'gallery' | 'taxClass'
> & { stock: number | SQL<number> };

/** An import's row of a product: its SKU, the values it gives (one left out keeps the product's). */
export type ImportedProduct = Omit<ProductImportRow, 'row' | 'picture'> & { imageUrl?: string };

/** The owner's new product; returns its row. */
export async function insertProduct(tx: Tx, product: NewProductRow) {
  const [inserted] = await tx.insert(products).values(product).returning();
  return inserted;
}

/**
 * A product with options takes its price and stock from its variants (decision 060): an edit or an
 * import that gives them changes only a product sold one way (whose single variant follows it).
 */
const unlessVariants = (
  given: number | SQL<number>,
  current: typeof products.priceCents | typeof products.stock,
) => sql<number>`case when ${products.options} = '[]'::jsonb then ${given} else ${current} end`;

/**
 * Overwrites a product on sale with the owner's edit (createdAt kept, editedAt set). Returns the
 * product's row, or undefined when no product on sale has that id.
 */
export async function overwriteProduct(tx: Tx, productId: string, edit: ProductEdit) {
  const [updated] = await tx
    .update(products)
    .set({
      ...edit,
      priceCents: unlessVariants(edit.priceCents, products.priceCents),
      stock: unlessVariants(edit.stock, products.stock),
      editedAt: new Date(),
    })
    .where(and(eq(products.id, productId), isOnSale))
    .returning();
  return updated;
}

/** Removes a product no order names: its row goes. */
export async function removeProduct(tx: Tx, productId: string): Promise<void> {
  await tx.delete(products).where(eq(products.id, productId));
}

/** Retires a product past orders name: it leaves the storefront (deleted_at), its row stays for them. */
export async function retireProduct(tx: Tx, productId: string): Promise<void> {
  await tx.update(products).set({ deletedAt: new Date() }).where(eq(products.id, productId));
}

/**
 * A shopper's first review of the product: one more review, its stars added. The caller holds the
 * product's review lock (the counters are read-modify-write for it).
 */
export async function countNewReview(tx: Tx, productId: string, rate: number): Promise<void> {
  await tx
    .update(products)
    .set({
      reviewCount: sql`${products.reviewCount} + 1`,
      ratingSum: sql`${products.ratingSum} + ${rate}`,
    })
    .where(eq(products.id, productId));
}

/** A shopper edited their review: the stars move by `rateChange` (new minus old), the count stays. */
export async function countEditedReview(tx: Tx, productId: string, rateChange: number): Promise<void> {
  await tx
    .update(products)
    .set({ ratingSum: sql`${products.ratingSum} + ${rateChange}` })
    .where(eq(products.id, productId));
}

/** A review was deleted (its author's account with it): the count and stars go down by it. */
export async function countDeletedReview(tx: Tx, productId: string, rate: number): Promise<void> {
  await tx
    .update(products)
    .set({
      reviewCount: sql`greatest(${products.reviewCount} - 1, 0)`,
      ratingSum: sql`greatest(${products.ratingSum} - ${rate}, 0)`,
    })
    .where(eq(products.id, productId));
}

/**
 * Every product naming category `from` (deleted ones that past orders name included) names `to`
 * instead: a category renamed, or deleted with its products moved. Returns the moved products' ids.
 */
export async function moveCategoryProducts(tx: Tx, from: string, to: string) {
  return tx
    .update(products)
    .set({ category: to })
    .where(eq(products.category, from))
    .returning({ id: products.id });
}

/**
 * Updates the products the rows' SKUs name (the caller holds their row locks): each value given
 * overwrites, one left out keeps the product's, and a deleted product comes back on sale. A row that
 * changes nothing (an export imported again) is left alone: no edit date, and its product is not
 * among the changed products' ids returned.
 */
export async function updateImportedProducts(
  tx: Tx,
  rows: readonly ImportedProduct[],
): Promise<{ id: string }[]> {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.sku}::text, ${row.name ?? null}::text, ${row.brand ?? null}::text, ${row.category ?? null}::text, ${row.priceCents ?? null}::int, ${row.stock ?? null}::int, ${row.description ?? null}::text, ${row.imageUrl ?? null}::text)`,
    ),
    sql`, `,
  );
  const given = sql`(values ${values}) as v(sku, name, brand, category, price_cents, stock, description, image_url)`;
  /** The row's value, or the product's when the row leaves it out. */
  const merged = {
    name: sql<string>`coalesce(v.name, ${products.name})`,
    brand: sql<string>`coalesce(v.brand, ${products.brand})`,
    category: sql<string>`coalesce(v.category, ${products.category})`,
    priceCents: unlessVariants(
      sql<number>`coalesce(v.price_cents, ${products.priceCents})`,
      products.priceCents,
    ),
    stock: unlessVariants(sql<number>`coalesce(v.stock, ${products.stock})`, products.stock),
    description: sql<string>`coalesce(v.description, ${products.description})`,
    imageUrl: sql<string>`coalesce(v.image_url, ${products.imageUrl})`,
  };
  const current = Object.keys(merged).map((key) => products[key as keyof typeof merged]);
  return tx
    .update(products)
    .set({ ...merged, deletedAt: null, editedAt: sql`now()` })
    .from(given)
    .where(
      sql`${products.sku} = v.sku and (${products.deletedAt} is not null or (${sql.join(current, sql`, `)}) is distinct from (${sql.join(Object.values(merged), sql`, `)}))`,
    )
    .returning({ id: products.id });
}

/**
 * Adds the products of rows whose SKU the shop did not have. A SKU another change added meanwhile is
 * skipped (the unique SKU settles the race): its row is missing from the returned ids and SKUs.
 */
export async function insertImportedProducts(
  tx: Tx,
  rows: readonly Required<ImportedProduct>[],
): Promise<{ id: string; sku: string }[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(products)
    .values(
      rows.map((row) => ({
        sku: row.sku,
        name: row.name,
        brand: row.brand,
        category: row.category,
        priceCents: row.priceCents,
        stock: row.stock,
        description: row.description,
        imageUrl: row.imageUrl,
      })),
    )
    .onConflictDoNothing({ target: products.sku })
    .returning({ id: products.id, sku: products.sku });
}
