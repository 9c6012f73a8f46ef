// The catalogue's categories, the owner's to add, rename, reorder and delete (issue 22). A product
// names its category by name (products.category), so listings, the index and search read it as
// they did; a rename rewrites those names in the same transaction. A renamed category's old names
// stay in category_redirects, so an address someone saved (/category/Grocries) still leads there.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Where the storefront shows it (bar, tiles, filters): ascending. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('categories_name_lower_idx').on(sql`lower(${table.name})`)],
);

export const categoryRedirects = pgTable(
  'category_redirects',
  {
    /** A name the category had (as its address spelled it). */
    oldName: text('old_name').primaryKey(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [index('category_redirects_category_idx').on(table.categoryId)],
);

export type CategoryRow = typeof categories.$inferSelect;
