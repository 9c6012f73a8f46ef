// The shop's staff (issue 38, decision 074): the owner invites by e-mail, the link (single-use, a
// week) lets the invited person set a password and become staff with the permissions the owner
// ticked; the owner changes them or removes the person, which ends their sessions at once.
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  STAFF_PERMISSIONS,
  type AcceptInvitationBody,
  type StaffList,
  type StaffPermission,
} from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { staffInvitations, user } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Auth } from './auth.js';
import { setCredentialPassword } from './credential-password.js';
import { passwordProblem } from './password-rules.js';
import { voidResetLinks } from './reset-links.js';
import { endAllSessions } from './sessions.js';
import { readStaffTwoFactorRequired } from '../settings/index.js';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ACCEPT_INVITATION_PATH = '/accept-invitation';
const INVITATION_FAILED =
  'This invitation link has expired or was already used. Ask the shop owner for a new one.';

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const keep = (permissions: readonly string[]): StaffPermission[] =>
  STAFF_PERMISSIONS.filter((permission) => permissions.includes(permission));

/** A new invitation (earlier ones to the address are voided); returns the token for its link. */
export async function inviteStaff(
  db: Db,
  invite: { email: string; permissions: readonly string[]; invitedBy: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const email = invite.email.trim().toLowerCase();
  const [existing] = await db.select({ role: user.role }).from(user).where(eq(user.email, email));
  if (existing?.role === 'admin')
    throw new AppError('CONFLICT', 'That is the owner: the owner can do everything.');
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.usedAt)));
    await tx.insert(staffInvitations).values({
      email,
      tokenHash: hashOf(token),
      permissions: keep(invite.permissions),
      invitedBy: invite.invitedBy,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

export async function listStaff(db: Db, now = new Date()): Promise<StaffList> {
  const [staff, invitations, requiresTwoFactor] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        permissions: user.permissions,
        isTwoFactorEnabled: user.twoFactorEnabled,
      })
      .from(user)
      .where(eq(user.role, 'staff'))
      .orderBy(user.email),
    db
      .select()
      .from(staffInvitations)
      .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now)))
      .orderBy(staffInvitations.email),
    readStaffTwoFactorRequired(db),
  ]);
  return {
    staff: staff.map((member) => ({ ...member, permissions: keep(member.permissions) })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      permissions: keep(invitation.permissions),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
    requiresTwoFactor,
  };
}

const NOT_STAFF = 'That person is not on the staff.';

export async function setStaffPermissions(db: Db, userId: string, permissions: readonly string[]) {
  const [updated] = await db
    .update(user)
    .set({ permissions: keep(permissions), updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.role, 'staff')))
    .returning({
      id: user.id,
      email: user.email,
      name: user.name,
      permissions: user.permissions,
      isTwoFactorEnabled: user.twoFactorEnabled,
    });
  if (!updated) throw new AppError('NOT_FOUND', NOT_STAFF);
  return { ...updated, permissions: keep(updated.permissions) };
}

/** Back to a shopper's account, signed out everywhere at once. */
export async function removeStaff(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(user)
      .set({ role: 'user', permissions: [], updatedAt: new Date() })
      .where(and(eq(user.id, userId), eq(user.role, 'staff')))
      .returning({ id: user.id });
    if (!removed) throw new AppError('NOT_FOUND', NOT_STAFF);
    await endAllSessions(tx, userId);
  });
}

export async function revokeInvitation(db: Db, id: string): Promise<void> {
  const [revoked] = await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt)))
    .returning({ id: staffInvitations.id });
  if (!revoked) throw new AppError('NOT_FOUND', 'That invitation is not open.');
}

/**
 * The invited person's answer: the link used up (once, whatever two requests at once do), their
 * account made or, when the address has one, made staff with the password they chose (the link proves
 * the inbox, as a reset link does; its other sessions end). Returns the address to sign in with.
 */
export async function acceptInvitation(
  deps: { db: Db; auth: Auth },
  { token, name, password }: AcceptInvitationBody,
  now = new Date(),
): Promise<{ email: string }> {
  const { db, auth } = deps;
  const [invitation] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashOf(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  if (!invitation)
    throw new AppError('VALIDATION_ERROR', INVITATION_FAILED, [
      { path: 'token', message: INVITATION_FAILED },
    ]);
  const problem = await passwordProblem(password, invitation.email);
  if (problem) throw new AppError('VALIDATION_ERROR', problem, [{ path: 'password', message: problem }]);

  const [claimed] = await db
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.usedAt)))
    .returning({ id: staffInvitations.id });
  if (!claimed)
    throw new AppError('VALIDATION_ERROR', INVITATION_FAILED, [
      { path: 'token', message: INVITATION_FAILED },
    ]);

  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const [existing] = await db.select().from(user).where(eq(user.email, invitation.email));
  let userId: string;
  if (existing) {
    if (existing.role === 'admin')
      throw new AppError('CONFLICT', 'That is the owner: the owner can do everything.');
    userId = existing.id;
    await setCredentialPassword(auth, userId, hash);
    await endAllSessions(db, userId);
    await voidResetLinks(db, userId);
  } else {
    const created = await context.internalAdapter.createUser(
      { email: invitation.email, name: name.trim(), emailVerified: true },
      { method: 'email-password' },
    );
    userId = created.id;
    await context.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
  }
  await db
    .update(user)
    .set({
      role: 'staff',
      permissions: keep(invitation.permissions),
      emailVerified: true,
      ...(name.trim() ? { name: name.trim() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId));
  return { email: invitation.email };
}
