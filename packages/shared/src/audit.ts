// The admin's audit log (issue 22): every admin write, who made it and when, with the thing written
// as it was before and after.
import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 20;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actorEmail: z.string(),
  /** In words: 'Product edited', 'Order refunded'. */
  action: z.string(),
  /** The route that did it: 'PUT /api/admin/products/:id'. */
  route: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  change: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** One thing's history: its kind and id (an order's, a product's). */
    entityType: z.string().trim().min(1).max(40).optional(),
    entityId: z.string().trim().min(1).max(100).optional(),
    /** One person's changes, by their e-mail (the owner's and each staff member's, issue 38). */
    actor: z.string().trim().min(1).max(254).optional(),
  })
  .strict();
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
