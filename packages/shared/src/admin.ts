// The admin area's API contract (spec 2, Admin area). Amounts are integer cents.
import { z } from 'zod';
import { productSchema, textParam } from './catalog.js';
import {
  ADMIN_PAGE_SIZE,
  MAX_PRODUCT_PRICE_CENTS,
  MAX_PRODUCT_STOCK,
  MAX_SEARCH_LENGTH,
  TAX_CLASSES,
} from './constants.js';
import { tooCheapMessage, tooDearMessage } from './money.js';
import { ORDER_STATUSES, orderSchema, orderSummarySchema, SETTABLE_ORDER_STATUSES } from './orders.js';

/** Days of earnings the dashboard charts, today included. */
export const DASHBOARD_DAYS = 30;
/** How many low-stock products the dashboard lists, fewest units first. */
export const LOW_STOCK_LIMIT = 10;

/** How many products the dashboard ranks by units sold over its `DASHBOARD_DAYS` days. */
export const TOP_PRODUCTS_LIMIT = 5;

/** A period's sales, counting only orders that are not Cancelled; money net of refunds. */
export const periodSalesSchema = z.object({
  /** Each order's amount less what was refunded on it, summed. */
  earningsCents: z.number().int(),
  orderCount: z.number().int(),
  /** The earnings per order, rounded to the cent; 0 without orders. */
  averageOrderValueCents: z.number().int(),
});
export type PeriodSales = z.infer<typeof periodSalesSchema>;

export const adminDashboardSchema = z.object({
  /** Every amount below is in this currency: the shop's, counting only the orders paid in it. */
  currency: z.string(),
  /** Orders paid in another currency (before the shop changed it): counted, their money not added. */
  ordersInOtherCurrencies: z.number().int(),
  /** What the shop kept: every order's amount (the totals paid) less what was refunded. */
  earningsCents: z.number().int(),
  /**
   * What the earnings are made of: the lines (sales before discounts), the shipping collected and the
   * tax collected, less the discounts given and the refunds (subtotal + shipping + tax - discounts -
   * refunded = earnings: sales after discounts).
   */
  earningsBreakdown: z.object({
    subtotalCents: z.number().int(),
    shippingCents: z.number().int(),
    /** Taken off by discount codes and offers (decision 070). */
    discountCents: z.number().int(),
    taxCents: z.number().int(),
    refundedCents: z.number().int(),
  }),
  productCount: z.number().int(),
  orderCount: z.number().int(),
  /** Every status, with 0 for a status no order has. */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** One entry per UTC day, oldest first, the last `DASHBOARD_DAYS` days; days without orders are 0. */
  earningsByDay: z.array(
    z.object({ day: z.iso.date(), earningsCents: z.number().int(), orderCount: z.number().int() }),
  ),
  /** Products on sale with `LOW_STOCK_THRESHOLD` units or fewer, fewest first. */
  lowStock: z.array(z.object({ id: z.uuid(), name: z.string(), stock: z.number().int() })),
  /** Over every order that is not Cancelled: its amount less its refunds, averaged, to the cent. */
  averageOrderValueCents: z.number().int(),
  /**
   * The best sellers of the charted days (`TOP_PRODUCTS_LIMIT` at most): units and the lines' revenue
   * (price x units, as charged) from the orders' lines, Cancelled orders left out; most units first,
   * then most revenue. The name is the one on the newest order (a product may be renamed or deleted).
   */
  topProducts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      units: z.number().int(),
      revenueCents: z.number().int(),
    }),
  ),
  /**
   * The charted days (the last `DASHBOARD_DAYS` UTC days, today included) against the
   * `DASHBOARD_DAYS` days before them.
   */
  periodComparison: z.object({ current: periodSalesSchema, previous: periodSalesSchema }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** Orders per page of the admin's order list. */
export const ADMIN_ORDER_PAGE_SIZE = 10;

/** A day as a date input sends it; the range is of UTC days, as the dashboard's days are. */
const dayParam = z.iso.date({ error: 'Enter the date as YYYY-MM-DD.' });

/** What narrows the admin's order list and its CSV export (issue 22); they combine with AND. */
const adminOrderFilters = {
  /** Only orders with this status; all of them without it. */
  status: z.enum(ORDER_STATUSES).optional(),
  /** The order's number (1001 or #1001), or part of the customer's e-mail or the shipping name. */
  search: textParam(MAX_SEARCH_LENGTH).optional(),
  /** Orders placed on or after this day, and on or before this one (both days included). */
  from: dayParam.optional(),
  to: dayParam.optional(),
};
const isRangeInOrder = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  !from || !to || from <= to;
const rangeOutOfOrder = { error: 'The start date must be on or before the end date.', path: ['from'] };

export const adminOrderFilterSchema = z
  .object(adminOrderFilters)
  .strict()
  .refine(isRangeInOrder, rangeOutOfOrder);
export type AdminOrderFilter = z.infer<typeof adminOrderFilterSchema>;

export const adminOrderListQuerySchema = z
  .object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1), ...adminOrderFilters })
  .strict()
  .refine(isRangeInOrder, rangeOutOfOrder);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = orderSummarySchema.extend({ userEmail: z.string() });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListResponseSchema = z.object({
  items: z.array(adminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

/** An order as the admin reads it: what the shopper sees, and the state of a guest's order-status link. */
export const adminOrderSchema = orderSchema.extend({
  /**
   * A guest order's status link: 'active' while the links sent to the guest open the order, 'revoked'
   * once the owner revoked them (until a new one is sent); null for an account's order, which has none.
   */
  guestLink: z.enum(['active', 'revoked']).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * Spec 4: the admin moves an order among the four statuses, in any order. With Shipped, the admin
 * may add the parcel's tracking number and the carrier's tracking link (both optional; the shipped
 * e-mail carries them).
 */
export const orderStatusChangeSchema = z
  .object({
    orderStatus: z.enum(SETTABLE_ORDER_STATUSES),
    trackingNumber: z.string().trim().max(100).optional(),
    trackingUrl: z
      .union([
        z.literal(''),
        z.url({ protocol: /^https?$/, error: 'Enter the tracking link as an http(s) address.' }).max(500),
      ])
      .optional(),
  })
  .strict();
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** Products per page of the admin's product list (spec 9). */
export const ADMIN_PRODUCT_PAGE_SIZE = ADMIN_PAGE_SIZE;
/** More pictures a product may have beside its main one. */
export const MAX_GALLERY_IMAGES = 8;

/** One line of text: no control characters (PostgreSQL refuses a NUL byte, and a name has no newlines). */
const oneLine = (field: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${field}.`)
    .max(max, `Keep the ${field} under ${max} characters.`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: `The ${field} must not contain control characters.` });

/**
 * A product as the owner enters it: the server validates with it, and the admin form shows its
 * messages next to the fields. The price is integer cents (the form converts the dollars typed).
 */
export const productInputSchema = z
  .object({
    name: oneLine('product name', 200),
    priceCents: z
      .number({ error: 'Enter the price, e.g. 19.99.' })
      .int('Enter the price in whole cents.')
      .min(1, { error: tooCheapMessage })
      .max(MAX_PRODUCT_PRICE_CENTS, { error: tooDearMessage }),
    /** One of the shop's categories (the server checks it exists). */
    category: z.string({ error: 'Choose a category.' }).trim().min(1, 'Choose a category.').max(80),
    brand: oneLine('brand', 100),
    desc: z
      .string()
      .trim()
      .min(1, 'Enter a description.')
      .max(5000, 'Keep the description under 5000 characters.')
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000]*$/, { error: 'The description must not contain a NUL character.' }),
    imageURL: z.string().min(1, 'Upload an image of the product.').max(300),
    /** More pictures, in order; left out, an edit keeps the ones the product has. */
    gallery: z
      .array(z.string().min(1).max(300))
      .max(MAX_GALLERY_IMAGES, `A product can have at most ${MAX_GALLERY_IMAGES} more pictures.`)
      .refine((urls) => new Set(urls).size === urls.length, { error: 'Each picture may appear once.' })
      .optional(),
    stock: z
      .number({ error: 'Enter how many are in stock.' })
      .int('Enter a whole number.')
      .min(0, 'Stock cannot be below 0.')
      .max(MAX_PRODUCT_STOCK, `Stock must be at most ${MAX_PRODUCT_STOCK}.`),
    /** Which of the address's rates taxes it (decision 064); left out, a new product is standard and an edit keeps it. */
    taxClass: z.enum(TAX_CLASSES, { error: 'Choose a tax class.' }).optional(),
  })
  .strict();
export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductInputField = keyof ProductInput;

/**
 * An edit: the product's fields, and the stock the form showed when it opened. With `stockWas` the
 * edit changes stock by the difference the owner typed, so units sold while the form was open stay
 * sold (an absolute count would put them back on sale).
 */
export const productUpdateSchema = productInputSchema
  .extend({ stockWas: z.number().int().min(0).max(MAX_PRODUCT_STOCK).optional() })
  .strict();
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const adminProductListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    /** Name, brand or category containing this text, as the storefront's search. */
    search: textParam(MAX_SEARCH_LENGTH).optional(),
  })
  .strict();
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductListResponseSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

export const productDeletedSchema = z.object({
  id: z.uuid(),
  /** True when past orders name the product: it left the storefront but its record stays for them. */
  keptForOrders: z.boolean(),
});
export type ProductDeleted = z.infer<typeof productDeletedSchema>;

export const uploadedImageSchema = z.object({
  /** Where the shop serves it; set it as the product's imageURL. */
  imageURL: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImageResponse = z.infer<typeof uploadedImageSchema>;
