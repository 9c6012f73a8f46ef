// What the admins changed (issue 22): one row per successful admin write, with who, when, the request
// and the thing written as it was before and after. Rows are only ever added.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was done, in words ('Product edited'), and the route that did it ('PUT /api/admin/products/:id'). */
    action: text('action').notNull(),
    route: text('route').notNull(),
    /** The thing written: its kind ('product') and id (or slug), when the route names one. */
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    /** The request's JSON body (uploads leave it empty). */
    change: jsonb('change').$type<unknown>(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    statusCode: integer('status_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('admin_audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);
