// The admin account (the developer guide's differences from the spec, 6, decision 011): ADMIN_EMAIL names it. At start the account is
// created when missing, given the admin role, and any other account holding that role loses it. No
// request can set a role.
//
// Registering first must not make anyone admin: an account whose e-mail its owner never proved (a
// reset link followed, or Google) is taken over rather than promoted, with ADMIN_PASSWORD or a
// generated password printed once, and its sessions are ended. When ADMIN_PASSWORD is set it is the
// admin's password after every start. Without ADMIN_EMAIL an existing admin stays the admin.
import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { EnvError } from '../../config/env.js';
import { DEFAULT_ADMIN_EMAIL } from '../../config/shop-email.js';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import type { Auth } from './auth.js';
import { passwordProblem } from './password-rules.js';
import { isPasswordOf } from './profile.js';
import { setCredentialPassword } from './credential-password.js';
import { voidResetLinks } from './reset-links.js';
import type { Log } from '../../lib/log.js';

type Deps = { auth: Auth; database: Database; log: Pick<Log, 'info' | 'warn'> };

const ADMIN_BOOTSTRAP_LOCK_KEY = 7_341_902_003;

/** Instances starting together take turns, so only one creates the account (and logs its password). */
export async function bootstrapAdmin(
  deps: Deps,
  admin: { email?: string | undefined; password?: string | undefined },
): Promise<void> {
  // Every account's password rules, the existing admin's too, named as the setting (the start stops).
  const problem =
    admin.password && (await passwordProblem(admin.password, admin.email ?? DEFAULT_ADMIN_EMAIL));
  if (problem) throw new EnvError([`ADMIN_PASSWORD: ${problem}`]);
  await deps.database.runExclusive(ADMIN_BOOTSTRAP_LOCK_KEY, () => ensureAdmin(deps, admin));
}

const generatePassword = () => crypto.randomBytes(12).toString('base64url');

async function ensureAdmin(
  deps: Deps,
  { email, password }: { email?: string | undefined; password?: string | undefined },
): Promise<void> {
  const { db } = deps.database;
  if (!email) {
    const [current] = await db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.role, 'admin'))
      .limit(1);
    if (current) {
      deps.log.info(`ADMIN_EMAIL is not set: ${current.email} stays the admin.`);
      return;
    }
  }
  const adminEmail = (email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const [existing] = await db
    .select({ id: user.id, role: user.role, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, adminEmail));

  let adminId: string;
  if (!existing) {
    adminId = await createAdmin(deps, adminEmail, password);
  } else {
    adminId = existing.id;
    if (!existing.emailVerified) {
      // Someone registered this address without proving it is theirs: whatever password they chose
      // stops working, and so do their sessions.
      const chosen = password ?? generatePassword();
      await setPassword(deps, adminId, chosen);
      deps.log.warn(
        `The account ${adminEmail} was registered without proving the e-mail: its password was replaced and its sessions ended before it became the admin.` +
          (password
            ? ' Sign in with ADMIN_PASSWORD.'
            : ` Its password is now: ${chosen} (shown once; change it after logging in).`),
      );
    } else if (password && !(await isPasswordOf(deps.auth, adminId, password))) {
      await setPassword(deps, adminId, password);
      deps.log.info(`The admin's password is ADMIN_PASSWORD again; the admin's sessions were ended.`);
    }
    if (existing.role !== 'admin') deps.log.warn(`The account ${adminEmail} is now the admin (ADMIN_EMAIL).`);
  }

  // The operator named this address, so it counts as proven from now on.
  await db.update(user).set({ role: 'admin', emailVerified: true }).where(eq(user.id, adminId));
  await db
    .update(user)
    .set({ role: 'user' })
    .where(and(eq(user.role, 'admin'), ne(user.id, adminId)));
}

async function createAdmin(deps: Deps, adminEmail: string, password: string | undefined): Promise<string> {
  const chosen = password ?? generatePassword();
  const { user: created } = await deps.auth.api.signUpEmail({
    body: { email: adminEmail, password: chosen, name: 'Admin' },
  });
  if (password) deps.log.info(`Created the admin account ${adminEmail} with ADMIN_PASSWORD.`);
  else
    deps.log.warn(
      `Created the admin account ${adminEmail} with the password: ${chosen} (shown once; change it after logging in).`,
    );
  return created.id;
}

/**
 * Sets the e-mail sign-in password (adding one to a Google-only account), ends all sessions and voids
 * the reset links still out: a password replaced because the old one leaked leaves no way back in.
 */
async function setPassword({ auth, database }: Deps, userId: string, password: string): Promise<void> {
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  await setCredentialPassword(auth, userId, hash);
  await context.internalAdapter.deleteUserSessions(userId);
  await voidResetLinks(database.db, userId);
}
