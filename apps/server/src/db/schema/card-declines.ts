// Card testing's counts (workflows/checkout/card-testing-limits.ts): how many cards each payer key (a
// client address, an e-mail) had declined lately. One row per key, counted up before a card is
// judged in one atomic upsert, so a burst of cards sent at once cannot slip past the pause.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const cardDeclineCounts = pgTable(
  'card_decline_counts',
  {
    /** 'ip:<address or IPv6 /64>' or 'email:<address>'. */
    key: text('key').primaryKey(),
    /** Cards declined, and cards being judged right now (a card that pays is taken off again). */
    declines: integer('declines').notNull(),
    /** Half an hour after the last card counted: the count starts again from nothing then. */
    resetsAt: timestamp('resets_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('card_decline_counts_resets_at_idx').on(table.resetsAt)],
);

/**
 * NOTE: no longer written or read (one row per decline, counted after the card was judged: a burst
 * slipped past, issue 33). Kept one release so an instance of the previous version still works during
 * a rolling restart; drop it in the next migration.
 */
export const paymentDeclines = pgTable(
  'payment_declines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('payment_declines_key_created_at_idx').on(table.key, table.createdAt)],
);
