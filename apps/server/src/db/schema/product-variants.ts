// What a product sells (decision 060): one row per combination of its options' values (Size 42 /
// Red), each with its own SKU, price, compare-at price, stock and picture. A product without options
// has exactly one variant, with no values, equal to the product in SKU, price and stock: migration
// 0019's triggers keep it so whichever build writes the product (an older one runs beside a newer
// during an upgrade, decision 050) and however (a form, an import, a sale, a seed, a test's SQL).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.js';

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The owner's order of the variants (the product page's and the grid's). */
    position: integer('position').notNull().default(1),
    /** The values of the product's options, in their order; null past the options it has. */
    option1: text('option1'),
    option2: text('option2'),
    option3: text('option3'),
    sku: text('sku')
      .notNull()
      .default(sql`('SKU-' || upper(substr(md5(gen_random_uuid()::text), 1, 16)))`),
    priceCents: integer('price_cents').notNull(),
    /** "Was $X": the price before a sale; null when not on sale. */
    compareAtCents: integer('compare_at_cents'),
    /** This variant's own tax class (children's sizes zero-rated); null: the product's. */
    taxClass: text('tax_class', { enum: ['standard', 'reduced', 'zero'] }),
    stock: integer('stock').notNull().default(0),
    /** The variant's own picture (a colour's); null: the product's pictures. */
    imageUrl: text('image_url'),
    barcode: text('barcode'),
    weightGrams: integer('weight_grams'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('product_variants_price_cents_non_negative', sql`${table.priceCents} >= 0`),
    check(
      'product_variants_compare_at_cents_non_negative',
      sql`${table.compareAtCents} is null or ${table.compareAtCents} >= 0`,
    ),
    check('product_variants_stock_non_negative', sql`${table.stock} >= 0`),
    check(
      'product_variants_weight_grams_non_negative',
      sql`${table.weightGrams} is null or ${table.weightGrams} >= 0`,
    ),
    uniqueIndex('product_variants_sku_idx').on(table.sku),
    // One variant per combination (a missing value counts as '': a product without options has one).
    uniqueIndex('product_variants_options_idx').on(
      table.productId,
      sql`coalesce(${table.option1}, '')`,
      sql`coalesce(${table.option2}, '')`,
      sql`coalesce(${table.option3}, '')`,
    ),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;
