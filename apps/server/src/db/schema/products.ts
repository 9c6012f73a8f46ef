// The catalogue. Prices are integer cents. `search_text` holds the lower-cased name, brand and
// category joined by newlines, so one trigram index serves the storefront's substring search.
// `stock` is what can still be sold (never below 0); `deleted_at` marks a product the owner deleted
// that past orders still name: it has left the storefront but its row stays.
import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductOption } from '@eshop/shared';
import { WORD_BREAKS_PATTERN } from '../../lib/search-terms.js';

/**
 * A text's whole words, lower-cased, between spaces (' red blue 42 '), split where search splits
 * them (lib/search-terms.ts): what a LIKE '% red %' finds whole.
 */
export const spacedWordsSql = (text: SQL) =>
  sql`' ' || regexp_replace(lower(${text}), ${sql.raw(`'${WORD_BREAKS_PATTERN.replaceAll("'", "''")}'`)}, ' ', 'g') || ' '`;

/** An options column's values, as JSON text ('["Red", "42"]'): its words are the values'. */
export const optionValuesSql = (options: SQL | string) =>
  sql`jsonb_path_query_array(${typeof options === 'string' ? sql.raw(options) : options}, '$[*].values[*]')::text`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * The owner's stock-keeping unit: what a CSV import matches rows on (a re-import updates). Every
     * product has one; one not given is made up from random hex.
     */
    sku: text('sku')
      .notNull()
      .default(sql`('SKU-' || upper(substr(md5(gen_random_uuid()::text), 1, 16)))`),
    imageUrl: text('image_url').notNull(),
    /**
     * The product's options (at most three, each with its values in the owner's order: Size 38-46,
     * Colour Red/Blue); [] for a product sold one way. Its variants are product_variants (decision 060).
     */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** More pictures after the main one, in the owner's order (shown on the product's page). */
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    priceCents: integer('price_cents').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(),
    stock: integer('stock').notNull().default(0),
    /**
     * What a card says of the variants (decision 060), kept by every variant write: the dearest
     * variant's price when they differ ("from $X" otherwise null), and the highest compare-at price of
     * a variant on sale (the sale badge; null when none is).
     */
    priceMaxCents: integer('price_max_cents'),
    compareAtCents: integer('compare_at_cents'),
    /** Which of the address's rates taxes it: standard, reduced (food, books) or zero (decision 064). */
    taxClass: text('tax_class', { enum: ['standard', 'reduced', 'zero'] })
      .notNull()
      .default('standard'),
    /** How many reviews the product has, and the sum of their stars (the average is the quotient). */
    /**
     * Units sold, all orders together (taken with the stock at checkout; refunds leave it): what
     * "popular" means where a search finds nothing (decision 061).
     */
    unitsSold: integer('units_sold').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || E'\\n' || lower(brand) || E'\\n' || lower(category)`),
    /**
     * The whole words of the option values and the description (decision 061), lower-cased, split
     * where lib/search-terms.ts's WORD_BREAKS splits, between spaces: ' red blue 42 soft leather '.
     * Search finds a word here whole only ('red' never in 'offered').
     */
    wordsText: text('words_text')
      .notNull()
      .generatedAlwaysAs(spacedWordsSql(sql`${optionValuesSql('options')} || E'\\n' || description`)),
  },
  (table) => [
    check('products_price_cents_non_negative', sql`${table.priceCents} >= 0`),
    check('products_stock_non_negative', sql`${table.stock} >= 0`),
    index('products_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('products_price_idx').on(table.priceCents, table.id),
    index('products_name_idx').on(sql`lower(${table.name})`, table.id),
    index('products_category_created_at_idx').on(table.category, table.createdAt.desc().nullsFirst()),
    index('products_brand_idx').on(table.brand),
    index('products_units_sold_idx').on(table.unitsSold.desc(), table.id.desc()),
    uniqueIndex('products_sku_idx').on(table.sku),
    index('products_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('products_words_text_trgm_idx').using('gin', sql`${table.wordsText} gin_trgm_ops`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
