// The admin's customers (issue 22): registered accounts, and guests known only by the e-mail on
// their orders. Amounts are integer cents.
import { z } from 'zod';
import { textParam } from './catalog.js';
import { ADMIN_PAGE_SIZE, MAX_SEARCH_LENGTH } from './constants.js';
import { orderListResponseSchema } from './orders.js';

/** Customers per page of the admin's list. */
export const CUSTOMER_PAGE_SIZE = ADMIN_PAGE_SIZE;
/** Orders per page of one customer's page. */
export const CUSTOMER_ORDER_PAGE_SIZE = ADMIN_PAGE_SIZE;

const pageParam = z.coerce.number().int().min(1).max(1_000_000).default(1);

export const customerListQuerySchema = z
  .object({
    page: pageParam,
    /** Part of the name or the e-mail, in any case. */
    search: textParam(MAX_SEARCH_LENGTH).optional(),
  })
  .strict();
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerSummarySchema = z.object({
  /**
   * What names the customer in URLs: the account's id for a registered customer, the e-mail (lower
   * case) for a guest. An e-mail always has an @ and an account id never does, so one tells them apart.
   */
  key: z.string(),
  /** The account's name, else the shipping name of the newest order; null when neither is known. */
  name: z.string().nullable(),
  email: z.string(),
  /** A registered account; false for a guest, who exists only on their orders. */
  isRegistered: z.boolean(),
  orderCount: z.number().int(),
  /** The totals of all their orders (what was charged), in cents. */
  totalSpentCents: z.number().int(),
  lastOrderAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the account was made; null for a guest. */
  registeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerListResponseSchema = z.object({
  items: z.array(customerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

export const customerKeyParamsSchema = z.object({
  key: textParam(254).min(1, { error: 'Name a customer.' }),
});

export const customerDetailsQuerySchema = z.object({ page: pageParam }).strict();

export const customerDetailsSchema = z.object({
  customer: customerSummarySchema,
  /** Their orders, newest first, a page at a time. */
  orders: orderListResponseSchema,
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;
