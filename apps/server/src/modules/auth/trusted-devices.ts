// The devices an account trusted at two-factor sign-in ("Trust this device for 30 days"): Better Auth
// keeps each as a verification row named trust-device-<random> holding the account's id. They are
// forgotten whenever two-factor sign-in is turned off or the password is reset, so a device trusted
// before skips no code afterwards.
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { verification } from '../../db/schema/index.js';

export async function forgetTrustedDevices(db: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'trust-device-%'), eq(verification.value, userId)));
}
