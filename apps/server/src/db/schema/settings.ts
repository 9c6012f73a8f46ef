// The shop's settings as rows (app_settings: values every instance must share, such as the auth
// signing secret, and the owner's settings as JSON) and the owner's wording of storefront texts.
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@eshop/shared';

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The owner's wording of storefront texts (Admin > Texts, decision 069): one row per language and
 * text key (`catalog.addToCart`); a text without a row reads the shop's default for the language.
 */
export const textOverrides = pgTable(
  'text_overrides',
  {
    language: text('language', { enum: LANGUAGES }).notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.language, table.key] })],
);
