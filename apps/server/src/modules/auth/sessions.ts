// The browsers signed in to an account, for its owner's account page (issue 38) and for ending them:
// one, all but the one asking, or all (staff removed, an account deleted). Better Auth keeps sessions
// in this table only (no cookie cache, no secondary storage), so a deleted row is a session ended at
// once: the next request with its cookie is a visitor's.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { session } from '../../db/schema/index.js';
import type { AccountSession } from '@eshop/shared';

export async function sessionsOf(db: Db, userId: string, currentId: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.updatedAt));
  const now = Date.now();
  return rows
    .filter((row) => row.expiresAt.getTime() > now)
    .map((row) => ({
      id: row.id,
      userAgent: row.userAgent || null,
      ipAddress: row.ipAddress || null,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      isCurrent: row.id === currentId,
    }));
}

/** Ends one of the account's sessions; false when it has none by that id. */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/** Ends every session of the account but `keepId` (the one asking); how many it ended. */
export async function endOtherSessions(db: Db, userId: string, keepId: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepId)))
    .returning({ id: session.id });
  return ended.length;
}

/** Ends every session of the account. */
export async function endAllSessions(db: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
