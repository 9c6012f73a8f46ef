// Reviews by shoppers who bought the product: one per shopper and product (a second submission edits
// it). The product row keeps the count and the sum of ratings, so the listing shows averages without
// a join; both move in the review's own transaction.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { products } from './products.js';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The shopper's display name when they wrote it (spec: userName). */
    userName: text('user_name').notNull(),
    /** 0 to 5 stars; the spec enforces no minimum. */
    rate: integer('rate').notNull(),
    /** Plain text, shown escaped everywhere. */
    review: text('review').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('reviews_rate_range', sql`${table.rate} between 0 and 5`),
    uniqueIndex('reviews_product_user_idx').on(table.productId, table.userId),
    index('reviews_product_created_at_idx').on(table.productId, table.createdAt.desc(), table.id.desc()),
  ],
);
