// A new password voids every reset link still out for the account (issue 19): otherwise an older
// e-mail, forwarded or read by someone else, could set the password again within its hour.
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { verification } from '../../db/schema/index.js';

/**
 * How Better Auth names a reset link's row in the verification table; the row's value is the user id.
 * NOTE: the library's own format (better-auth/dist/api/routes/password.mjs). Hashed identifiers
 * (`verification.storeIdentifier`) would hide the prefix; the password-reset API tests catch that.
 */
export const RESET_TOKEN_IDENTIFIER_PREFIX = 'reset-password:';

/** Deletes the account's outstanding reset links; called whenever its password changes. */
export async function voidResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(
      and(like(verification.identifier, `${RESET_TOKEN_IDENTIFIER_PREFIX}%`), eq(verification.value, userId)),
    );
}
