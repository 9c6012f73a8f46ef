// A shopper's address book (issue 38): addresses kept for the next checkout, one of them the default
// for shipping and one (maybe the same) for billing. Owned by the addresses module.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_addresses_user_id_idx').on(table.userId),
    // At most one default of each kind per shopper, whatever two requests at once do.
    uniqueIndex('saved_addresses_default_shipping_idx')
      .on(table.userId)
      .where(sql`${table.isDefaultShipping}`),
    uniqueIndex('saved_addresses_default_billing_idx')
      .on(table.userId)
      .where(sql`${table.isDefaultBilling}`),
  ],
);
