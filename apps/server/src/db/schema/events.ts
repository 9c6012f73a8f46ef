// The shop's change events (an order's status, a product edited, a review), kept for a while so a
// browser that lost its connection catches up from its Last-Event-ID. Each is also announced with
// NOTIFY in the same transaction, so every server instance on the database hears it on commit.
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const shopEvents = pgTable(
  'shop_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'public' (everyone), 'admin', or 'user:<id>' (one shopper's own orders). */
    audience: text('audience').notNull(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_events_created_at_idx').on(table.createdAt),
    // A reconnecting stream's catch-up: its audiences' events after its last id.
    index('shop_events_audience_id_idx').on(table.audience, table.id),
  ],
);
