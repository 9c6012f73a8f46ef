// Two-factor sign-in of the staff (issue 38, decision 075): the owner may require it, and the admin
// then refuses staff who have not turned it on (their account page is where they do); the owner may
// also turn it off for a staff member who lost the phone with the app and the recovery codes, and the
// operator for any account (the owner's), from the command line.
import { and, eq } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES, type SessionUser } from '@eshop/shared';
import type { Db, Tx } from '../../db/client.js';
import { twoFactor, user } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { readStaffTwoFactorRequired } from '../settings/index.js';
import { endAllSessions } from './sessions.js';
import { forgetTrustedDevices } from './trusted-devices.js';

export const TURN_ON_TWO_FACTOR_MESSAGE = TWO_FACTOR_MESSAGES.turnOnFirst;

/** A staff member the owner requires two-factor sign-in of, who has not turned it on yet. */
export async function mustTurnOnTwoFactor(db: Db, person: SessionUser | null): Promise<boolean> {
  // Only then is the setting read: the owner, shoppers and staff with a code cost nothing.
  if (!person?.isAdmin || person.isOwner || person.isTwoFactorEnabled) return false;
  return readStaffTwoFactorRequired(db);
}

/**
 * The owner turns off a staff member's two-factor sign-in (a lost phone, and the recovery codes with
 * it). The member signs in with the password and turns it on again with a new app.
 */
export async function resetStaffTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, userId), eq(user.role, 'staff')));
    if (!member) throw new AppError('NOT_FOUND', 'That person is not on the staff.');
    await turnOffTwoFactor(tx, userId);
  });
}

/**
 * The operator's way back in for any account, the owner's included (npm run admin:reset-two-factor):
 * false when no account has the address.
 */
export async function resetTwoFactorOf(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()));
    if (!account) return false;
    await turnOffTwoFactor(tx, account.id);
    return true;
  });
}

/**
 * The secret, the recovery codes and the devices it trusted go, and so do the account's sessions
 * (one may be on the lost phone).
 */
async function turnOffTwoFactor(tx: Tx, userId: string): Promise<void> {
  await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await forgetTrustedDevices(tx, userId);
  await endAllSessions(tx, userId);
}
