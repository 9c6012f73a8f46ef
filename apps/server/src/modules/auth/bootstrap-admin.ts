// The admin account (DESIGN.md 5.6): ADMIN_EMAIL names it. At start, the account is created when
// missing (with ADMIN_PASSWORD, or a generated password printed once), given the admin role, and
// any other account holding that role loses it. No request can set a role.
import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import type { Auth } from './auth.js';

type Log = { info: (message: string) => void; warn: (message: string) => void };

export async function bootstrapAdmin(
  { auth, db, log }: { auth: Auth; db: Db; log: Log },
  { email, password }: { email: string; password?: string | undefined },
): Promise<void> {
  const adminEmail = email.toLowerCase();
  const [existing] = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(user.email, adminEmail));

  if (!existing) {
    const chosen = password ?? crypto.randomBytes(12).toString('base64url');
    await auth.api.signUpEmail({ body: { email: adminEmail, password: chosen, name: 'Admin' } });
    if (password) log.info(`Created the admin account ${adminEmail} with ADMIN_PASSWORD.`);
    else
      log.warn(
        `Created the admin account ${adminEmail} with the password: ${chosen} (shown once; change it after logging in).`,
      );
  } else if (existing.role !== 'admin') {
    log.warn(`The account ${adminEmail} is now the admin (ADMIN_EMAIL).`);
  }

  await db.update(user).set({ role: 'admin' }).where(eq(user.email, adminEmail));
  await db
    .update(user)
    .set({ role: 'user' })
    .where(and(eq(user.role, 'admin'), ne(user.email, adminEmail)));
}
