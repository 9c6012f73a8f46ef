// The admin area's API contract (spec 2, Admin area). Amounts are integer cents.
import { z } from 'zod';
import { ORDER_STATUSES, orderSummarySchema } from './orders.js';

/** Days of earnings the dashboard charts, today included. */
export const DASHBOARD_DAYS = 30;

export const adminDashboardSchema = z.object({
  /** The sum of every order's amount. */
  earningsCents: z.number().int(),
  productCount: z.number().int(),
  orderCount: z.number().int(),
  /** Every status, with 0 for a status no order has. */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** One entry per UTC day, oldest first, the last `DASHBOARD_DAYS` days; days without orders are 0. */
  earningsByDay: z.array(
    z.object({ day: z.iso.date(), earningsCents: z.number().int(), orderCount: z.number().int() }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** Orders per page of the admin's order list. */
export const ADMIN_ORDER_PAGE_SIZE = 10;

export const adminOrderListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    /** Only orders with this status; all of them without it. */
    status: z.enum(ORDER_STATUSES).optional(),
  })
  .strict();
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

/** Spec 4: the admin moves an order among the four statuses, in any order. */
export const orderStatusChangeSchema = z.object({ orderStatus: z.enum(ORDER_STATUSES) }).strict();
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;
