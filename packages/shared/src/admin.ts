// The admin area's API contract (spec 2, Admin area). Amounts are integer cents.
import { z } from 'zod';
import { ORDER_STATUSES } from './orders.js';

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
