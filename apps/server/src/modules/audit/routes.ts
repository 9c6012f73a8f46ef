// The audit log for the owner (/api/admin/audit-log): newest first, paged, optionally one thing's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_PAGE_SIZE,
  auditLogQuerySchema,
  auditLogResponseSchema,
  errorResponseSchema,
  type AuditLogQuery,
  type AuditLogResponse,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/index.js';
import { pageCountOf } from '../../lib/page-count.js';

async function readAuditLog(
  db: Db,
  { page, entityType, entityId, actor }: AuditLogQuery,
): Promise<AuditLogResponse> {
  const filters: SQL[] = [];
  if (entityType) filters.push(eq(adminAuditLog.entityType, entityType));
  if (entityId) filters.push(eq(adminAuditLog.entityId, entityId));
  if (actor) filters.push(eq(adminAuditLog.actorEmail, actor.toLowerCase()));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      // Spelt as the index is (DESC NULLS LAST), so it is used (decision 028).
      .orderBy(sql`${adminAuditLog.createdAt} desc nulls last`, sql`${adminAuditLog.id} desc nulls last`)
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      route: row.route,
      entityType: row.entityType,
      entityId: row.entityId,
      change: row.change,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    pageCount: pageCountOf(total, AUDIT_PAGE_SIZE),
  };
}

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every admin write, newest first: who, what, when, and the thing before and after',
        querystring: auditLogQuerySchema,
        response: {
          200: auditLogResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readAuditLog(app.db, request.query);
    },
  );
};
