// The account as its owner sees it on the account page: who it is, and whether it has a password
// (an account made through Google may not).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { account, user } from '../../db/schema/index.js';
import type { Auth } from './auth.js';

export type Profile = {
  email: string;
  name: string;
  isEmailVerified: boolean;
  hasPassword: boolean;
  isTwoFactorEnabled: boolean;
  createdAt: Date;
};

export async function profileOf(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
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
    isTwoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt,
  };
}

/** Whether `password` is the account's e-mail sign-in password. */
export async function isPasswordOf(auth: Auth, userId: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  const hash = accounts.find((found) => found.providerId === 'credential')?.password;
  return hash ? context.password.verify({ hash, password }) : false;
}

/**
 * Deletes the account: its sessions, sign-in methods, cart, address book and reviews go with it (the
 * tables' foreign keys cascade); its orders must have been let go first (they restrict).
 */
export async function deleteUser(tx: Tx, userId: string): Promise<void> {
  await tx.delete(user).where(eq(user.id, userId));
}
