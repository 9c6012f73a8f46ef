// A signed-in shopper's cart, kept on the server so it follows them to another browser: one line per
// variant (decision 060). Prices are not stored: they are read from the variants when the cart is read
// (the developer guide's differences from the spec, 4). The merges applied to it are remembered for a
// while, so a retried merge adds nothing (decision 020).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { productVariants } from './product-variants.js';
import { products } from './products.js';

export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The variant in the cart. Migration 0020 fills it, for a line written without it by a build
     * older than variants (decision 050), with the product's first variant.
     */
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.variantId] }),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** One row per visitor cart merged at sign-in: the browser's id for it, so a replay is recognised. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mergeId: uuid('merge_id').notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.mergeId] })],
);
