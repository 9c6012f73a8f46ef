// The owner's categories (issue 22). Products name their category by name, so a rename rewrites
// those names in the same transaction (and keeps the old name as a redirect), and deleting a category
// that has products moves them first. Every change is announced (catalog.changed): storefronts
// refetch their categories, and a change that moved products makes every instance rebuild its index.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AdminCategory, CategoryDeleteQuery } from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { categories, categoryRedirects, products } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isOnSale } from '../products/index.js';
import { publishEvent } from '../events/index.js';
import { moveCategoryProducts } from '../products/index.js';

type Reader = Pick<Db, 'select'>;
const NO_SUCH_CATEGORY = 'There is no such category.';
const sameName = (name: string) => eq(sql`lower(${categories.name})`, name.toLowerCase());

/** The shop's category names, in the owner's order. */
export async function listCategoryNames(db: Reader): Promise<string[]> {
  const rows = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.position));
  return rows.map((row) => row.name);
}

/** Where an address naming a former category now leads (its current name), if anywhere. */
export async function renamedCategory(db: Reader, oldName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: categories.name })
    .from(categoryRedirects)
    .innerJoin(categories, eq(categories.id, categoryRedirects.categoryId))
    .where(eq(categoryRedirects.oldName, oldName));
  return row?.name;
}

/**
 * The category a product may name, as the shop spells it (a name typed in another case finds it);
 * locked against a delete until the caller's transaction ends, so no product lands in a category
 * being deleted.
 */
export async function categoryForProduct(tx: Reader, name: string): Promise<string> {
  const [row] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(sameName(name))
    .for('share');
  if (!row) {
    const message = 'Choose a category.';
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'category', message }]);
  }
  return row.name;
}

export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const [rows, counts, redirects] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position)),
    db
      .select({ name: products.category, count: count() })
      .from(products)
      .where(isOnSale)
      .groupBy(products.category),
    db.select().from(categoryRedirects).orderBy(asc(categoryRedirects.oldName)),
  ]);
  const countOf = new Map(counts.map((row) => [row.name, row.count]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    productCount: countOf.get(row.name) ?? 0,
    formerNames: redirects.filter((r) => r.categoryId === row.id).map((r) => r.oldName),
  }));
}

async function findCategory(tx: Tx, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_CATEGORY);
  return row;
}

async function assertNameFree(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx.select({ id: categories.id }).from(categories).where(sameName(name));
  if (taken && taken.id !== exceptId) {
    const message = `There is already a category called "${name}".`;
    throw new AppError('CONFLICT', message, [{ path: 'name', message }]);
  }
  // The name now belongs to a category of its own: its address no longer leads elsewhere.
  await tx.delete(categoryRedirects).where(eq(categoryRedirects.oldName, name));
}

export async function createCategory(db: Db, name: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, name);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${categories.position}), -1)` })
      .from(categories);
    const [row] = await tx
      .insert(categories)
      .values({ name, position: Number(last?.position ?? -1) + 1 })
      .returning({ id: categories.id });
    await publishEvent(tx, 'public', 'catalog.changed', { productsMoved: false });
    return row!;
  });
}

/** Renames; its products follow, and its old address redirects. Says whether products moved. */
export async function renameCategory(db: Db, id: string, name: string): Promise<{ productsMoved: boolean }> {
  return db.transaction(async (tx) => {
    const category = await findCategory(tx, id);
    if (category.name === name) return { productsMoved: false };
    await assertNameFree(tx, name, id);
    await tx.update(categories).set({ name }).where(eq(categories.id, id));
    const moved = await moveCategoryProducts(tx, category.name, name);
    // Its old address (/category/<old name>) leads to it.
    await tx
      .insert(categoryRedirects)
      .values({ oldName: category.name, categoryId: id })
      .onConflictDoUpdate({ target: categoryRedirects.oldName, set: { categoryId: id } });
    const productsMoved = moved.length > 0;
    await publishEvent(tx, 'public', 'catalog.changed', { productsMoved });
    return { productsMoved };
  });
}

/** Puts the categories in this order; the list must name each of them once. */
export async function reorderCategories(db: Db, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: categories.id }).from(categories).for('update');
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION_ERROR', 'List every category once, in the new order.', [
        { path: 'ids', message: 'List every category once, in the new order.' },
      ]);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(categories).set({ position }).where(eq(categories.id, id));
    }
    await publishEvent(tx, 'public', 'catalog.changed', { productsMoved: false });
  });
}

/**
 * Deletes a category. One with products on sale needs `moveTo`: its products (and the deleted ones
 * past orders name) move there, and its addresses lead there. The last category stays: a product
 * must have one.
 */
export async function deleteCategory(
  db: Db,
  id: string,
  { moveTo }: CategoryDeleteQuery,
): Promise<{ productsMoved: boolean }> {
  return db.transaction(async (tx) => {
    const category = await findCategory(tx, id);
    const [all] = await tx.select({ count: count() }).from(categories);
    if ((all?.count ?? 0) <= 1) throw new AppError('CONFLICT', 'A shop needs at least one category.');
    const [onSale] = await tx
      .select({ count: count() })
      .from(products)
      .where(and(eq(products.category, category.name), isOnSale));
    const productCount = onSale?.count ?? 0;
    if (moveTo === undefined) {
      if (productCount > 0) {
        throw new AppError(
          'CONFLICT',
          `"${category.name}" still has ${productCount} ${productCount === 1 ? 'product' : 'products'}: choose a category to move ${productCount === 1 ? 'it' : 'them'} to.`,
        );
      }
      await tx.delete(categories).where(eq(categories.id, id));
      await publishEvent(tx, 'public', 'catalog.changed', { productsMoved: false });
      return { productsMoved: false };
    }
    if (moveTo === id) {
      throw new AppError('VALIDATION_ERROR', 'Move its products to another category.', [
        { path: 'moveTo', message: 'Move its products to another category.' },
      ]);
    }
    const [target] = await tx.select().from(categories).where(eq(categories.id, moveTo)).for('update');
    if (!target) {
      throw new AppError('VALIDATION_ERROR', 'Choose where its products go.', [
        { path: 'moveTo', message: 'Choose where its products go.' },
      ]);
    }
    const moved = await moveCategoryProducts(tx, category.name, target.name);
    // Its addresses (its name and the names it had) lead to where its products went.
    await tx
      .update(categoryRedirects)
      .set({ categoryId: target.id })
      .where(eq(categoryRedirects.categoryId, id));
    await tx
      .insert(categoryRedirects)
      .values({ oldName: category.name, categoryId: target.id })
      .onConflictDoUpdate({ target: categoryRedirects.oldName, set: { categoryId: target.id } });
    await tx.delete(categories).where(eq(categories.id, id));
    const productsMoved = moved.length > 0;
    await publishEvent(tx, 'public', 'catalog.changed', { productsMoved });
    return { productsMoved };
  });
}
