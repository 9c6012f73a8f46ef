// The shop's own pages (shipping, returns, privacy, terms): Markdown the owner edits in the admin,
// shown in the footer and at /pages/:slug.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const shopPages = pgTable('shop_pages', {
  /** One of SHOP_PAGE_SLUGS. */
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** Markdown; rendered without raw HTML, so nothing the owner types runs in a shopper's browser. */
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
