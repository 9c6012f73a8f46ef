// What an order costs beyond its lines, as the owner sets it: shipping zones (by country, or by
// region where needed) each with flat-rate methods that may be free above a subtotal, tax rates by
// country and region, and the shop's settings for how prices and shipping are taxed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const shippingZones = pgTable('shipping_zones', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /**
   * Where the zone ships: two-letter country codes ('US') or a country's region ('US-CA', the
   * region's code or name). '*' is everywhere no other zone names. The most specific match wins.
   */
  places: jsonb('places').$type<string[]>().notNull(),
  /**
   * The zone's shoppers read prices with the tax inside (shown "incl.", nothing added at checkout);
   * otherwise tax is added on top (decision 064; before it, one switch for the shop: shop_settings).
   */
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  /** The zone's shipping is taxed at the address's standard rate. */
  taxShipping: boolean('tax_shipping').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the shopper pays for this method, in cents. */
    rateCents: integer('rate_cents').notNull(),
    /** The method is free when the subtotal reaches this many cents; never free when null. */
    freeFromCents: integer('free_from_cents'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('shipping_methods_rate_non_negative', sql`${table.rateCents} >= 0`),
    check(
      'shipping_methods_free_from_non_negative',
      sql`${table.freeFromCents} is null or ${table.freeFromCents} >= 0`,
    ),
  ],
);

export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Two-letter country code. */
    country: text('country').notNull(),
    /** A region's code or name within the country; '' for the whole country. */
    region: text('region').notNull().default(''),
    /** How the tax is named on receipts ('CA sales tax', 'VAT'). */
    name: text('name').notNull(),
    /** The rate in hundredths of a percent: 725 is 7.25 %. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    /** The products it taxes: 'standard' or 'reduced' (decision 064; 'zero' products need no rate). */
    taxClass: text('tax_class', { enum: ['standard', 'reduced'] })
      .notNull()
      .default('standard'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_rates_country_region_class_idx').on(table.country, table.region, table.taxClass),
    check('tax_rates_rate_range', sql`${table.rateBasisPoints} between 0 and 10000`),
  ],
);

/** The shop's own settings: one row (id 1). Later settings (name, logo, sender) join it. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    /**
     * Before decision 064, for the whole shop: catalogue prices already hold the tax. Each zone has its
     * own now (copied from here by migration 0025); kept for a build from before it (decision 050).
     */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** Before decision 064: shipping is taxed. Each zone has its own now; kept like the one above. */
    taxShipping: boolean('tax_shipping').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [check('shop_settings_one_row', sql`${table.id} = 1`)],
);
