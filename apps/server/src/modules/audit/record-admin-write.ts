// One admin write, as the admin area's hooks saw it (admin-area/audited-writes.ts): who, what, the
// request's body, and the thing written before and after. The audit module is the log's one writer.
import type { Db } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/index.js';

export type AdminWrite = typeof adminAuditLog.$inferInsert;

export async function recordAdminWrite(db: Db, write: AdminWrite): Promise<void> {
  await db.insert(adminAuditLog).values(write);
}
