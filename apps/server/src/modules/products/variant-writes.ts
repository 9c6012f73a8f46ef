// A product's options and variants, as the owner sets them (decision 060): the variants named by id
// (or, without one, by the same combination of values) are edited in place, so carts and orders that
// name them keep working; the others are added, and the product's variants not named go (leaving the
// carts that held them). The product then keeps what listings read: its lowest price, its stock in
// all, and for a product without options the single variant's SKU.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  comboKey,
  MAX_PRODUCT_STOCK,
  variantSummaryOf,
  variantTitleOf,
  type ProductOption,
  type ProductVariant,
  type ProductVariants,
  type ProductVariantsChange,
} from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { products, productVariants, type ProductVariantRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isOnSale } from './on-sale.js';
import { publishEvent } from '../events/index.js';

const valuesOf = (row: Pick<ProductVariantRow, 'option1' | 'option2' | 'option3'>) =>
  [row.option1, row.option2, row.option3].filter((value): value is string => value !== null);

/** The values as the options spell them (the owner typed "xl", the option says "XL"). */
const spelledAsOptions = (options: readonly ProductOption[], values: readonly string[]) =>
  values.map(
    (value, at) => options[at]?.values.find((known) => known.toLowerCase() === value.toLowerCase()) ?? value,
  );

const toDto = (row: ProductVariantRow) => ({
  id: row.id,
  values: valuesOf(row),
  title: variantTitleOf(valuesOf(row)),
  sku: row.sku,
  priceCents: row.priceCents,
  compareAtCents: row.compareAtCents,
  stock: row.stock,
  imageURL: row.imageUrl,
  barcode: row.barcode,
  weightGrams: row.weightGrams,
  taxClass: row.taxClass,
});

/** A product's variants in the owner's order (the product page's picker, the owner's grid). */
export async function listVariants(db: Pick<Db, 'select'>, productId: string): Promise<ProductVariant[]> {
  const rows = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.map(toDto);
}

/** A product's options and variants in the owner's order; undefined when no product on sale has the id. */
export async function readVariants(
  db: Pick<Db, 'select'>,
  productId: string,
): Promise<ProductVariants | undefined> {
  const [product] = await db
    .select({ options: products.options })
    .from(products)
    .where(and(eq(products.id, productId), isOnSale));
  if (!product) return undefined;
  return { options: product.options, variants: await listVariants(db, productId) };
}

/** PostgreSQL's unique violation, on which index. */
const uniqueViolationOn = (error: unknown): string | undefined => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : undefined;
};

/**
 * Replaces a product's options and variants (the caller's transaction); undefined when no product on
 * sale has the id. A SKU another product uses is refused (409), naming it.
 */
export async function replaceVariants(
  tx: Tx,
  productId: string,
  input: ProductVariantsChange,
): Promise<ProductVariants | undefined> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isOnSale))
    .for('no key update');
  if (!product) return undefined;
  const existing = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const byCombo = new Map(existing.map((row) => [comboKey(valuesOf(row)), row]));
  const claimed = new Set<string>();
  const planned = input.variants.map((variant, index) => {
    if (variant.id !== undefined && !byId.has(variant.id)) {
      const message = 'This variant is not one of the product’s.';
      throw new AppError('VALIDATION_ERROR', message, [{ path: `variants.${index}.id`, message }]);
    }
    const values = spelledAsOptions(input.options, variant.values);
    // Without an id, a variant with the same values keeps its id (regenerating the grid keeps carts).
    const sameCombo = byCombo.get(comboKey(values));
    const id =
      variant.id ??
      (sameCombo && !input.variants.some((v) => v.id === sameCombo.id) ? sameCombo.id : undefined);
    if (id !== undefined) claimed.add(id);
    return {
      id,
      // A kept variant's stock moves by the owner's difference from what the grid showed.
      stockBy:
        id !== undefined && variant.stockWas !== undefined ? variant.stock - variant.stockWas : undefined,
      columns: {
        position: index + 1,
        option1: values[0] ?? null,
        option2: values[1] ?? null,
        option3: values[2] ?? null,
        priceCents: variant.priceCents,
        compareAtCents: variant.compareAtCents,
        stock: variant.stock,
        imageUrl: variant.imageURL,
        barcode: variant.barcode,
        weightGrams: variant.weightGrams,
        taxClass: variant.taxClass,
        ...(variant.sku !== undefined ? { sku: variant.sku } : {}),
      },
    };
  });
  try {
    const gone = existing.filter((row) => !claimed.has(row.id)).map((row) => row.id);
    if (gone.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
    const kept = planned.filter((variant) => variant.id !== undefined).map((variant) => variant.id!);
    // Kept variants may swap values or SKUs among themselves: each first lets go of its own, so the
    // unique keys never see two at once.
    if (kept.length > 0) {
      await tx
        .update(productVariants)
        .set({
          option1: sql`'~' || ${productVariants.id}::text`,
          sku: sql`'~' || ${productVariants.id}::text`,
        })
        .where(inArray(productVariants.id, kept));
    }
    for (const variant of planned) {
      if (variant.id === undefined) continue;
      const sku = variant.columns.sku ?? byId.get(variant.id)?.sku;
      const stock =
        variant.stockBy === undefined
          ? variant.columns.stock
          : sql<number>`least(${MAX_PRODUCT_STOCK}, greatest(0, ${productVariants.stock} + ${variant.stockBy}))`;
      await tx
        .update(productVariants)
        .set({ ...variant.columns, stock, ...(sku ? { sku } : {}) })
        .where(eq(productVariants.id, variant.id));
    }
    const added = planned.filter((variant) => variant.id === undefined);
    if (added.length > 0) {
      await tx.insert(productVariants).values(added.map((variant) => ({ productId, ...variant.columns })));
    }
    const rows = await tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position), asc(productVariants.id));
    const single = input.options.length === 0 ? rows[0] : undefined;
    await tx
      .update(products)
      .set({
        options: input.options,
        ...variantSummaryOf(rows),
        ...(single ? { sku: single.sku } : {}),
        editedAt: new Date(),
      })
      .where(eq(products.id, productId));
    await publishEvent(tx, 'public', 'product.changed', { productId });
    return { options: input.options, variants: rows.map(toDto) };
  } catch (error) {
    if (uniqueViolationOn(error)?.includes('sku')) {
      throw new AppError('CONFLICT', 'A SKU of these variants is already used by another product.');
    }
    throw error;
  }
}
