// Discount codes and their uses (issue 37, decision 070). A use is held when a payment starts (in
// the transaction that writes its checkout, under a lock on the code's row) and becomes `used` when
// the order is written; a held use counts only while its checkout is open and young, so a payment
// that fails, is cancelled or is abandoned frees it without anyone releasing it.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { DISCOUNT_KINDS, DISCOUNT_STATUSES, type DiscountScope } from '@eshop/shared';
import { checkouts, orders } from './orders.js';

export const DISCOUNT_USE_STATES = ['held', 'used'] as const;

export const discounts = pgTable(
  'discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Upper case (normalizeDiscountCode): codes are compared without case. Null for an automatic
     * offer, which applies without a code to every cart it fits.
     */
    code: text('code'),
    title: text('title').notNull().default(''),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** percent: basis points; amount: minor units of `currency`; free_shipping: 0. */
    value: integer('value').notNull(),
    currency: text('currency').notNull(),
    appliesTo: jsonb('applies_to')
      .$type<DiscountScope>()
      .notNull()
      .default({ categories: [], productIds: [], variantIds: [] }),
    /** Where the order ships (ISO country codes); empty: anywhere. */
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    /** For an automatic offer: whether it also applies to an order with a code (else the code replaces it). */
    combinesWithCode: boolean('combines_with_code').notNull().default(true),
    minSubtotalCents: integer('min_subtotal_cents'),
    minQuantity: integer('min_quantity'),
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }),
    usageLimit: integer('usage_limit'),
    /**
     * Orders that used a code with a usage limit, counted under the row's lock as each order is written
     * (so a limit check reads one number, not every use). Codes without a limit are not counted here:
     * their orders never wait for this row; the owner's figures count discount_uses.
     */
    usedCount: integer('used_count').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    status: text('status', { enum: DISCOUNT_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discounts_code_idx').on(table.code),
    check('discounts_value_not_negative', sql`${table.value} >= 0`),
  ],
);

export const discountUses = pgTable(
  'discount_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    /** Set when the order is written. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /** Who used it: `user:<id>`, or `email:<address lower-cased>` for a guest. */
    customerKey: text('customer_key').notNull(),
    state: text('state', { enum: DISCOUNT_USE_STATES }).notNull().default('held'),
    /** What it took off the order (set with the order). */
    amountCents: integer('amount_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_uses_checkout_idx').on(table.checkoutId, table.discountId),
    index('discount_uses_discount_state_idx').on(table.discountId, table.state, table.createdAt),
    index('discount_uses_customer_idx').on(table.discountId, table.customerKey),
    // One payment under way holds a customer's use: a new one (the payment page opened again) takes it over.
    uniqueIndex('discount_uses_held_idx')
      .on(table.discountId, table.customerKey)
      .where(sql`${table.state} = 'held'`),
  ],
);
