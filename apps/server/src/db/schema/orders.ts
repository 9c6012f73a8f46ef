// Checkouts and orders. A checkout is one payment attempt: what the server priced and will charge,
// keyed by the provider's payment id. An order is written once per payment (unique payment id), when
// the provider confirms the card was authorised; its lines keep names and prices as charged.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@eshop/shared';
import type {
  Address,
  DiscountLine,
  OrderItem,
  OrderStatus,
  RefundLine,
  RefundState,
  TaxLine,
} from '@eshop/shared';
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

/**
 * What a checkout or order costs, as the server priced it, in its currency: the lines' subtotal, the shipping method
 * and its price, the tax (with the rate or rates applied) and the total charged (`amount_cents`).
 */
const pricedTotals = {
  /**
   * The ISO 4217 currency charged (decision 063); every amount of the row is in its minor units. Rows
   * from before the shop could choose its currency are US dollars.
   */
  currency: text('currency').notNull().default('USD'),
  subtotalCents: integer('subtotal_cents').notNull(),
  shippingMethodId: uuid('shipping_method_id'),
  shippingMethodName: text('shipping_method_name'),
  shippingCents: integer('shipping_cents').notNull().default(0),
  taxCents: integer('tax_cents').notNull().default(0),
  taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
  /** The tax was inside the prices (shown as "incl."), not added to the total. */
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
  /** The business buyer's VAT ID (decision 067), normalised (DE123456789); null for a consumer. */
  buyerVatId: text('buyer_vat_id'),
  /** No VAT charged: a business buyer in another EU country accounts for it. */
  reverseCharge: boolean('reverse_charge').notNull().default(false),
  /** With reverse charge and prices that held VAT: the VAT taken out of the total. */
  vatRemovedCents: integer('vat_removed_cents').notNull().default(0),
  /** The discount code used (decision 070), upper case; null without one. */
  discountCode: text('discount_code'),
  /** What discounts took off, before tax (each line's share is on its item). */
  discountCents: integer('discount_cents').notNull().default(0),
  /** Each discount applied, by name, with what it took off. */
  discountLines: jsonb('discount_lines').$type<DiscountLine[]>().notNull().default([]),
};

/**
 * The language the shopper bought in (decision 068): the order's e-mails are written in it. Rows from
 * before the storefront had languages are English.
 */
const shopperLanguage = {
  language: text('language', { enum: LANGUAGES }).notNull().default('en'),
};

/** Human order numbers (#1001, #1002...), unique on both backends however many orders race. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in shopper; null for a guest, whose checkout is tied to `user_email` alone. */
    userId: text('user_id')
      // NOTE: payment records outlive nothing by accident: a shopper with orders cannot be deleted.
      .references(() => user.id, { onDelete: 'restrict' }),
    userEmail: text('user_email').notNull(),
    provider: text('provider').notNull(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    /** The total: what the payment authorises. */
    amountCents: integer('amount_cents').notNull(),
    ...pricedTotals,
    ...shopperLanguage,
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    state: text('state', { enum: CHECKOUT_STATES }).notNull().default('open'),
    /** What was bought, as one key (products and quantities): payments per cart are limited. */
    cartKey: text('cart_key'),
    /** The shopper agreed to one reminder should they leave without paying (decision 070). */
    reminderConsent: boolean('reminder_consent').notNull().default(false),
    /** The reminder sweep's word on this checkout: sent, or not needed (ordered, unsubscribed...). */
    reminderState: text('reminder_state', { enum: ['sent', 'skipped'] }),
    reminderAt: timestamp('reminder_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (table) => [
    index('checkouts_user_email_created_at_idx').on(table.userEmail, table.createdAt),
    index('checkouts_cart_key_created_at_idx').on(table.cartKey, table.createdAt),
    index('checkouts_user_id_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('checkouts_reminder_idx')
      .on(table.createdAt)
      .where(sql`${table.reminderState} is null`),
    index('checkouts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'open'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the shopper and the staff call the order (#1001); the uuid stays in URLs. */
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    /** The shopper's account; null for a guest order (tied to `user_email`, reached by a signed link). */
    userId: text('user_id')
      // NOTE: payment records outlive nothing by accident: a shopper with orders cannot be deleted.
      .references(() => user.id, { onDelete: 'restrict' }),
    userEmail: text('user_email').notNull(),
    /** The spec's orderAmount: the total paid (lines + shipping + tax added on top). */
    amountCents: integer('amount_cents').notNull(),
    ...pricedTotals,
    ...shopperLanguage,
    status: text('status').$type<OrderStatus>().notNull().default('Order Placed'),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    provider: text('provider').notNull(),
    /** The provider's payment id: one order per payment, whoever confirms it first. */
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('authorized'),
    /**
     * Refunds made and being made: a refund adds its amount here before the provider is asked (and
     * takes it back if the provider refuses), so the check below stops two refunds at once from giving
     * back more than was paid.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
    /** The card that paid, as the provider reports it (never more than brand and last four digits). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** What the admin entered when the order shipped. */
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** A guest's order status link is signed with this; clearing or rotating it revokes the link. */
    guestAccessKey: text('guest_access_key'),
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
      sql`${table.status} in ('Order Placed', 'Processing...', 'Shipped...', 'Delivered', 'Cancelled')`,
    ),
    check(
      'orders_refunded_within_amount',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`,
    ),
    index('orders_user_email_idx').on(table.userEmail),
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('orders_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('orders_payment_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.paymentState} = 'authorized' or ${table.confirmationSentAt} is null`),
  ],
);

/**
 * Money given back on an order: by lines (with or without their units back in stock) or an amount,
 * or all of it when the order is cancelled. One row per admin request (its idempotency key), written
 * 'pending' before the provider is asked; the provider's answer (or its webhook, whichever comes
 * first) moves it to 'succeeded' or 'failed' exactly once.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').$type<RefundState>().notNull().default('pending'),
    lines: jsonb('lines').$type<RefundLine[]>().notNull().default([]),
    reason: text('reason'),
    /** This refund cancels the order: it becomes Cancelled when the money is back. */
    cancelsOrder: boolean('cancels_order').notNull().default(false),
    /** The admin's request key (null for a refund made at the provider, learnt from its webhook). */
    idempotencyKey: text('idempotency_key'),
    providerRefundId: text('provider_refund_id').unique(),
    failure: text('failure'),
    /** Who asked (the admin's user id); null for a refund made at the provider. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    check('order_refunds_amount_positive', sql`${table.amountCents} > 0`),
    check('order_refunds_state_known', sql`${table.state} in ('pending', 'succeeded', 'failed')`),
    uniqueIndex('order_refunds_order_idempotency_key_idx').on(table.orderId, table.idempotencyKey),
    index('order_refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** E-mails an order's status change sends (shipped, delivered): once each, claimed with a lease. */
export const ORDER_NOTIFICATION_KINDS = ['shipped', 'delivered', 'cancelled'] as const;
export type OrderNotificationKind = (typeof ORDER_NOTIFICATION_KINDS)[number];

export const orderNotifications = pgTable(
  'order_notifications',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_NOTIFICATION_KINDS }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, precision: 3 }),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.kind] }),
    index('order_notifications_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * The built-in test-mode card provider's payment intents (an embedded default: docs/operator-guide.md). Kept in the shop's database
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
  /** The card's brand and last four digits, as a real provider reports them; never the number. */
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** Given back so far (Stripe's amount_refunded). */
  refundedCents: integer('refunded_cents').notNull().default(0),
  ...timestamps,
});

/** The test-mode provider's refunds, one per idempotency key, as Stripe keeps them. */
export const testRefunds = pgTable('test_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => testPaymentIntents.id),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
