// Checkouts and orders. A checkout is one payment attempt: what the server priced and will charge,
// keyed by the provider's payment id. An order is written once per payment (unique payment id), when
// the provider confirms the card was authorised; its lines keep names and prices as charged.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Address, OrderItem, OrderStatus } from '@eshop/shared';
import { user } from './auth.js';

export const CHECKOUT_STATES = ['open', 'ordered', 'refused', 'canceled'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];
/** Where the money of an order is: authorised on the card, taken, or released. */
export const PAYMENT_STATES = ['authorized', 'captured', 'canceled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      // NOTE: payment records outlive nothing by accident: a shopper with orders cannot be deleted.
      .references(() => user.id, { onDelete: 'restrict' }),
    userEmail: text('user_email').notNull(),
    provider: text('provider').notNull(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    state: text('state', { enum: CHECKOUT_STATES }).notNull().default('open'),
    ...timestamps,
  },
  (table) => [
    index('checkouts_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('checkouts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'open'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      // NOTE: payment records outlive nothing by accident: a shopper with orders cannot be deleted.
      .references(() => user.id, { onDelete: 'restrict' }),
    userEmail: text('user_email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('Order Placed'),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment id: one order per payment, whoever confirms it first. */
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('authorized'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true, precision: 3 }),
    /** Who is sending the confirmation right now (a lease: a sender that died frees it after a while). */
    confirmationClaimedAt: timestamp('confirmation_claimed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('orders_amount_cents_non_negative', sql`${table.amountCents} >= 0`),
    check(
      'orders_status_known',
      sql`${table.status} in ('Order Placed', 'Processing...', 'Shipped...', 'Delivered')`,
    ),
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('orders_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('orders_payment_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.paymentState} = 'authorized' or ${table.confirmationSentAt} is null`),
  ],
);

/**
 * The built-in test-mode card provider's payment intents (DESIGN.md 1). Kept in the shop's database
 * so they survive a restart and are shared by several instances, like Stripe's would be. No card
 * number is ever stored.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** Stripe's names: requires_payment_method, requires_capture, succeeded, canceled. */
  status: text('status').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  lastError: text('last_error'),
  ...timestamps,
});
