// Two-factor sign-in of the staff (issue 38, decision 075): the owner may require it, and the admin
// then refuses staff who have not turned it on (their account page is where they do); the owner may
// also turn it off for a staff member who lost the phone with the app and the recovery codes.
import { and, eq, like } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES, type SessionUser } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { twoFactor, user, verification } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { readStaffTwoFactorRequired } from '../settings/index.js';
import { endAllSessions } from './sessions.js';

export const TURN_ON_TWO_FACTOR_MESSAGE = TWO_FACTOR_MESSAGES.turnOnFirst;

/** A staff member the owner requires two-factor sign-in of, who has not turned it on yet. */
export async function mustTurnOnTwoFactor(db: Db, person: SessionUser | null): Promise<boolean> {
  // Only then is the setting read: the owner, shoppers and staff with a code cost nothing.
  if (!person?.isAdmin || person.isOwner || person.isTwoFactorEnabled) return false;
  return readStaffTwoFactorRequired(db);
}

/**
 * The owner turns off a staff member's two-factor sign-in: the secret, the recovery codes and the
 * devices it trusted go, and so do the member's sessions (one may be on the lost phone). The member
 * signs in with the password and turns it on again with a new app.
 */
export async function resetStaffTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(and(eq(user.id, userId), eq(user.role, 'staff')))
      .returning({ id: user.id });
    if (!member) throw new AppError('NOT_FOUND', 'That person is not on the staff.');
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    // Better Auth keeps a trusted device as a verification row holding the account's id.
    await tx
      .delete(verification)
      .where(and(like(verification.identifier, 'trust-device-%'), eq(verification.value, userId)));
    await endAllSessions(tx, userId);
  });
}
