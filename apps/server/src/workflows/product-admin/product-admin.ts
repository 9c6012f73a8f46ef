// The owner's products: listed and searched ten a page, created, edited and deleted. A product that
// past orders name is kept for them (soft delete: it leaves the storefront, its row stays); one no
// order names is removed with its image. An image is deleted once nothing shows it any more.
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  type AdminProductListQuery,
  type AdminProductListResponse,
  type Product,
  type ProductDeleted,
  type ProductInput,
  type ProductUpdate,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { orders, products } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { listProductPage, toProductDetailDto } from '../../modules/catalog/index.js';
import { isOnSale } from '../../modules/products/index.js';
import { deleteProductImage, isStoredImage, uploadKeyOf } from '../../modules/media/index.js';
import type { FileStorage } from '../../modules/media/index.js';
import { categoryForProduct } from '../../modules/categories/index.js';
import { removeProductFromCarts } from '../../modules/cart/index.js';
import { publishEvent } from '../../modules/events/index.js';
import {
  insertProduct,
  overwriteProduct,
  removeProduct,
  retireProduct,
} from '../../modules/products/index.js';

export type ProductAdminDeps = {
  db: Db;
  storage: FileStorage;
  /** The storefront's cached answers must not show what was just changed. */
  /** After a product's change committed: this instance's listings show it before the answer goes. */
  onCatalogChanged: (productId: string) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'error'>;
};

export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
): Promise<AdminProductListResponse> {
  return listProductPage(db, { ...query, sort: 'latest', limit: ADMIN_PRODUCT_PAGE_SIZE });
}

export async function getAdminProduct(db: Db, id: string): Promise<Product> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isOnSale));
  if (!row) throw notFound();
  return toProductDetailDto(row);
}

const toColumns = (input: ProductInput) => ({
  name: input.name,
  priceCents: input.priceCents,
  category: input.category,
  brand: input.brand,
  description: input.desc,
  imageUrl: input.imageURL,
  stock: input.stock,
  // Left out of an edit, the tax class and the pictures stay as they are.
  ...(input.taxClass ? { taxClass: input.taxClass } : {}),
  ...(input.gallery ? { gallery: input.gallery } : {}),
});

/** Each of the more pictures is stored by the shop (or already the product's). */
async function assertUsableGallery(
  storage: FileStorage,
  gallery: readonly string[] | undefined,
  current: readonly string[] = [],
): Promise<void> {
  for (const [index, url] of (gallery ?? []).entries()) {
    if (current.includes(url) || (await isStoredImage(storage, url))) continue;
    const message = 'Upload the picture first; this one is not in the shop.';
    throw new AppError('VALIDATION_ERROR', message, [{ path: `gallery.${index}`, message }]);
  }
}

/** A product may show only an image the shop stored (or, on an edit, the one it already has). */
async function assertUsableImage(storage: FileStorage, imageURL: string, current?: string): Promise<void> {
  if (imageURL === current) return;
  if (await isStoredImage(storage, imageURL)) return;
  const message = 'Upload the image first; this one is not in the shop.';
  throw new AppError('VALIDATION_ERROR', message, [{ path: 'imageURL', message }]);
}

/** Whether any other product, or any order's lines, still show this image. */
async function isImageInUse(db: Db, imageURL: string, exceptProductId: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        or(eq(products.imageUrl, imageURL), sql`${products.gallery} @> ${JSON.stringify([imageURL])}::jsonb`),
        ne(products.id, exceptProductId),
      ),
    )
    .limit(1);
  if (product) return true;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.items} @> ${JSON.stringify([{ imageURL }])}::jsonb`)
    .limit(1);
  return order !== undefined;
}

/**
 * Deletes an image nothing shows any more. It runs after the product's change is committed, so a
 * storage failure is logged rather than reported: the owner's change stands, a file is left over.
 */
export async function releaseImage(
  deps: ProductAdminDeps,
  imageURL: string,
  productId: string,
): Promise<void> {
  try {
    if (!uploadKeyOf(imageURL) || (await isImageInUse(deps.db, imageURL, productId))) return;
    await deleteProductImage(deps.storage, imageURL);
  } catch (error) {
    deps.log.error({ err: error, imageURL }, 'deleting an image nothing shows failed; the file stays');
  }
}

export async function createProduct(deps: ProductAdminDeps, input: ProductInput): Promise<Product> {
  await assertUsableImage(deps.storage, input.imageURL);
  await assertUsableGallery(deps.storage, input.gallery);
  const row = await deps.db.transaction(async (tx) => {
    const category = await categoryForProduct(tx, input.category);
    const inserted = await insertProduct(tx, { ...toColumns(input), category });
    await publishEvent(tx, 'public', 'product.changed', { productId: inserted!.id });
    return inserted;
  });
  await deps.onCatalogChanged(row!.id);
  return toProductDetailDto(row!);
}

/**
 * Overwrites the product (createdAt kept, editedAt set); a replaced image is deleted. With
 * `stockWas`, stock moves by the owner's difference from it, in the same statement as the sales'
 * decrements, so neither loses the other's change.
 */
export async function updateProduct(
  deps: ProductAdminDeps,
  id: string,
  update: ProductUpdate,
): Promise<Product> {
  const { stockWas, ...input } = update;
  const before = await getAdminProduct(deps.db, id);
  await assertUsableImage(deps.storage, input.imageURL, before.imageURL);
  await assertUsableGallery(deps.storage, input.gallery, [before.imageURL, ...(before.gallery ?? [])]);
  const stock =
    stockWas === undefined
      ? input.stock
      : sql<number>`greatest(0, ${products.stock} + ${input.stock - stockWas})`;
  const row = await deps.db.transaction(async (tx) => {
    const category = await categoryForProduct(tx, input.category);
    const updated = await overwriteProduct(tx, id, { ...toColumns(input), category, stock });
    if (updated) await publishEvent(tx, 'public', 'product.changed', { productId: id });
    return updated;
  });
  if (!row) throw notFound();
  await deps.onCatalogChanged(id);
  // Pictures the product no longer shows (replaced or removed) are deleted once nothing shows them.
  const kept = new Set([input.imageURL, ...(input.gallery ?? before.gallery ?? [])]);
  for (const url of [before.imageURL, ...(before.gallery ?? [])]) {
    if (!kept.has(url)) await releaseImage(deps, url, id);
  }
  return toProductDetailDto(row);
}

export async function deleteProduct(deps: ProductAdminDeps, id: string): Promise<ProductDeleted> {
  const product = await getAdminProduct(deps.db, id);
  const keptForOrders = await deps.db.transaction(async (tx) => {
    // Lock the product first: an order being written for it either commits before (and is seen
    // below, so the product is kept) or finds the row gone and is refused as sold out.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    const [ordered] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.items} @> ${JSON.stringify([{ id }])}::jsonb`)
      .limit(1);
    if (!ordered) {
      await removeProduct(tx, id);
      await publishEvent(tx, 'public', 'product.changed', { productId: id, deleted: true });
      return false;
    }
    await retireProduct(tx, id);
    await removeProductFromCarts(tx, id);
    await publishEvent(tx, 'public', 'product.changed', { productId: id, deleted: true });
    return true;
  });
  await deps.onCatalogChanged(id);
  // Orders show the picture of what was bought, so a kept product keeps it.
  if (!keptForOrders) {
    for (const url of [product.imageURL, ...(product.gallery ?? [])]) await releaseImage(deps, url, id);
  }
  return { id, keptForOrders };
}
