// The account as its owner sees it on the account page: who it is, and whether it has a password
// (an account made through Google may not).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { account, user } from '../../db/schema/index.js';

export type Profile = {
  email: string;
  name: string;
  isEmailVerified: boolean;
  hasPassword: boolean;
  createdAt: Date;
};

export async function profileOf(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      passwordAccount: account.id,
    })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return undefined;
  return {
    email: row.email,
    name: row.name,
    isEmailVerified: row.emailVerified,
    hasPassword: row.passwordAccount !== null,
    createdAt: row.createdAt,
  };
}
