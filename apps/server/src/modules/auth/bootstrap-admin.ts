// The admin account (DESIGN.md 5.6): ADMIN_EMAIL names it. At start, the account is created when
// missing (with ADMIN_PASSWORD, or a generated password printed once), given the admin role, and
// any other account holding that role loses it. No request can set a role.
import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import type { Auth } from './auth.js';

type Log = { info: (message: string) => void; warn: (message: string) => void };

const ADMIN_BOOTSTRAP_LOCK_KEY = 7_341_902_003;

/** Instances starting together take turns, so only one creates the account (and logs its password). */
export async function bootstrapAdmin(
  deps: { auth: Auth; database: Database; log: Log },
  admin: { email: string; password?: string | undefined },
): Promise<void> {
  await deps.database.runExclusive(ADMIN_BOOTSTRAP_LOCK_KEY, () => ensureAdmin(deps, admin));
}

async function ensureAdmin(
  { auth, database, log }: { auth: Auth; database: Database; log: Log },
  { email, password }: { email: string; password?: string | undefined },
): Promise<void> {
  const { db } = database;
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
