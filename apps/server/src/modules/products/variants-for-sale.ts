// What a cart line, a checkout line or an order line is: one variant of a product on sale (decision
// 060). A line names its variant, or, saved before variants or sent for a product without options, only
// its product, which then means the product's single variant. A product with options named without a
// variant is a choice the shopper has not made yet.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { lineKeyOf, variantTitleOf, type TaxClass } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { products, productVariants } from '../../db/schema/index.js';
import { isOnSale } from './on-sale.js';

/** The line as a cart, a checkout or an order names it. */
export type VariantLine = { productId: string; variantId?: string | undefined };

export type VariantForSale = {
  productId: string;
  variantId: string;
  /** The product's name. */
  name: string;
  /** The variant's values in the options' order, "Red / 42"; '' for a product without options. */
  variantTitle: string;
  sku: string;
  priceCents: number;
  /** The variant's own picture, else the product's. */
  imageURL: string;
  stock: number;
  /** Which of the address's rates taxes it: the variant's own class, else the product's (decision 064). */
  taxClass: TaxClass;
  /** The product's category (a discount may cover a category: decision 070). */
  category: string;
};

/** Why a line cannot be sold as it is. */
export type LineProblem =
  | { kind: 'gone' }
  /** A product with options named without a variant: the options still to choose. */
  | { kind: 'unchosen'; name: string; options: string[] };

export { variantTitleOf } from '@eshop/shared';

/** "Choose a Size for Stride Runner 3." (the options a line still needs, in their order). */
export const choiceMessage = (problem: { name: string; options: string[] }): string =>
  `Choose a ${problem.options.join(' and a ')} for ${problem.name}.`;

type Reader = Pick<Db, 'select'>;

/**
 * Today's variant of each line (by `lineKeyOf`), or why the line cannot be sold: its product or
 * variant left the shop, or the product has options and the line chose none.
 */
export async function findVariantsForSale(
  db: Reader,
  lines: readonly VariantLine[],
): Promise<Map<string, VariantForSale | LineProblem>> {
  const found = new Map<string, VariantForSale | LineProblem>();
  if (lines.length === 0) return found;
  const variantIds = lines.flatMap((line) => (line.variantId ? [line.variantId] : []));
  const productOnly = lines.flatMap((line) => (line.variantId ? [] : [line.productId]));
  const rows = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      name: products.name,
      options: products.options,
      option1: productVariants.option1,
      option2: productVariants.option2,
      option3: productVariants.option3,
      sku: productVariants.sku,
      priceCents: productVariants.priceCents,
      imageURL: sql<string>`coalesce(${productVariants.imageUrl}, ${products.imageUrl})`,
      stock: productVariants.stock,
      taxClass: sql<TaxClass>`coalesce(${productVariants.taxClass}, ${products.taxClass})`,
      category: products.category,
    })
    .from(productVariants)
    .innerJoin(products, and(eq(products.id, productVariants.productId), isOnSale))
    .where(
      or(
        variantIds.length > 0 ? inArray(productVariants.id, variantIds) : undefined,
        // A product-only line: all of the product's variants, one when it has no options.
        productOnly.length > 0 ? inArray(productVariants.productId, productOnly) : undefined,
      ),
    )
    .orderBy(productVariants.position, productVariants.id);
  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  const firstOfProduct = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!firstOfProduct.has(row.productId)) firstOfProduct.set(row.productId, row);
  for (const line of lines) {
    const row = line.variantId ? byVariant.get(line.variantId) : firstOfProduct.get(line.productId);
    if (!row || row.productId !== line.productId) {
      found.set(lineKeyOf(line), { kind: 'gone' });
    } else if (!line.variantId && row.options.length > 0) {
      found.set(lineKeyOf(line), {
        kind: 'unchosen',
        name: row.name,
        options: row.options.map((option) => option.name),
      });
    } else {
      const { productId, variantId, name, sku, priceCents, imageURL, stock, taxClass, category } = row;
      const variantTitle = variantTitleOf([row.option1, row.option2, row.option3]);
      found.set(lineKeyOf(line), {
        productId,
        variantId,
        name,
        variantTitle,
        sku,
        priceCents,
        imageURL,
        stock,
        taxClass,
        category,
      });
    }
  }
  return found;
}

export const isForSale = (value: VariantForSale | LineProblem | undefined): value is VariantForSale =>
  value !== undefined && 'variantId' in value;
