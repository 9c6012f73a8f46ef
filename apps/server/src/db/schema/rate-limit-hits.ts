// The shop's own rate-limit counters (payment intents, quotes, the contact form) on PostgreSQL, so
// every instance on the database counts against one limit (plugins/shared-rate-limit-store.ts). Better
// Auth keeps its own in `rate_limits`. Rows are short-lived: an expired window is deleted by a sweep.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The route and a hash of the client's key (an address, a session): never the session itself. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('rate_limit_hits_window_ends_at_idx').on(table.windowEndsAt)],
);
