// Orders' API contract (spec 3, Order): what a shopper reads of their own orders. Amounts are cents.
import { z } from 'zod';
import { orderItemSchema, storedAddressSchema } from './checkout.js';
import { refundSchema } from './refunds.js';
import { orderTotalsSchema } from './totals.js';
import { LANGUAGES } from './languages.js';

/**
 * Spec 4, Order status: the four the admin moves an order among. A new order is 'Order Placed' (the
 * admin list shows it as 'Order Placed...'); every status but 'Delivered' is pending.
 */
export const SETTABLE_ORDER_STATUSES = ['Order Placed', 'Processing...', 'Shipped...', 'Delivered'] as const;
/**
 * Every status an order can have: the spec's four, and 'Cancelled' (issue 22), which only the cancel
 * action sets (it gives the money back and the units to stock) and which no status change undoes.
 */
export const ORDER_STATUSES = [...SETTABLE_ORDER_STATUSES, 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type SettableOrderStatus = (typeof SETTABLE_ORDER_STATUSES)[number];
export const DELIVERED_STATUS: OrderStatus = 'Delivered';
export const CANCELLED_STATUS = 'Cancelled' satisfies OrderStatus;
/** An order may be cancelled until it ships; after that, it is refunded. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Order Placed', 'Processing...'];

/** How a status reads in an address (`?status=processing`); the labels stay the spec's texts. */
export const ORDER_STATUS_SLUGS: Record<OrderStatus, string> = {
  'Order Placed': 'order-placed',
  'Processing...': 'processing',
  'Shipped...': 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};
export const orderStatusFromSlug = (slug: string | null): OrderStatus | undefined =>
  ORDER_STATUSES.find((status) => ORDER_STATUS_SLUGS[status] === slug);

/** Orders per page of the order history. */
export const ORDER_PAGE_SIZE = 10;

export const orderSummarySchema = z.object({
  id: z.uuid(),
  /** The human order number (1001 is shown as #1001); the id stays in URLs. */
  number: z.number().int(),
  /** When the order was placed; the browser shows it as 'date at time' in the shopper's locale. */
  createdAt: z.iso.datetime({ offset: true }),
  /** The spec's orderAmount: the total paid. */
  orderAmountCents: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES),
  totals: orderTotalsSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderSchema = orderSummarySchema.extend({
  userEmail: z.string(),
  cartItems: z.array(orderItemSchema),
  shippingAddress: storedAddressSchema,
  billingAddress: storedAddressSchema,
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The card that paid, when the provider said (brand 'visa', last four digits). */
  paymentMethod: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** What was given back so far (refunds made and being made); the total minus this is what was kept. */
  refundedCents: z.number().int(),
  /** The business buyer's VAT ID as given at checkout (decision 067); null for a consumer. */
  buyerVatId: z.string().nullable().optional(),
  /** The language the shopper bought in (decision 068): its e-mails, invoice and credit notes are in it. */
  language: z.enum(LANGUAGES).optional(),
  /** The discount code the order used (decision 070); its amount is in the totals' discount lines. */
  discountCode: z.string().nullable().optional(),
  /** Where the money is: authorised on the card, taken, or released (an order cancelled before capture). */
  paymentState: z.enum(['authorized', 'captured', 'canceled']),
  refunds: z.array(refundSchema),
  /**
   * When the order first became Shipped, Delivered or Cancelled (its timeline, issue 38); absent where
   * the answer does not need them (lists, e-mails).
   */
  statusDates: z
    .object({
      shipped: z.iso.datetime({ offset: true }).nullable(),
      delivered: z.iso.datetime({ offset: true }).nullable(),
      cancelled: z.iso.datetime({ offset: true }).nullable(),
    })
    .optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) })
  .strict();

export const orderListResponseSchema = z.object({
  items: z.array(orderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid() });
/** One of an order's credit notes, by its number (decision 066). */
export const creditNoteParamsSchema = orderIdParamsSchema.extend({
  number: z.coerce.number().int().min(1).max(2_147_483_647),
});
