// Defences against card testing, which guest checkout invites (anyone may try cards without an
// account): a guest's payment intents per e-mail and per cart within an hour, and the pause after
// declined cards (decline-pause.ts). Counted in the database, so every instance of the shop sees the
// same counts (the per-address limit of the route is @fastify/rate-limit's).
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkouts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotDeclining } from './decline-pause.js';

export const GUEST_INTENTS_PER_EMAIL_PER_HOUR = 10;
export const GUEST_INTENTS_PER_CART_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

export const TOO_MANY_PAYMENTS = 'Too many payment attempts. Please wait an hour and try again, or sign in.';

/** A guest's cart as the browser names it; null when the caller gave none (then per e-mail and address only). */
export const cartKeyOf = (cartId: string | undefined): string | null => (cartId ? `cart:${cartId}` : null);

/**
 * Refuses (429) a guest's payment over the hour's limits, per e-mail and per cart (a signed-in
 * shopper is limited per account by the route), and anyone's after a burst of declines.
 */
export async function assertPaymentAllowed(
  db: Pick<Db, 'select'>,
  attempt: { email: string; isGuest: boolean; cartKey: string | null; ip: string },
): Promise<void> {
  await assertNotDeclining(db, attempt);
  const since = new Date(Date.now() - HOUR_MS);
  if (!attempt.isGuest) return;
  const [byCart, byEmail] = await Promise.all([
    attempt.cartKey === null
      ? Promise.resolve([{ n: 0 }])
      : db
          .select({ n: count() })
          .from(checkouts)
          .where(
            and(
              eq(checkouts.cartKey, attempt.cartKey),
              isNull(checkouts.userId),
              gt(checkouts.createdAt, since),
            ),
          ),
    db
      .select({ n: count() })
      .from(checkouts)
      .where(
        and(eq(checkouts.userEmail, attempt.email), isNull(checkouts.userId), gt(checkouts.createdAt, since)),
      ),
  ]);
  if (
    (byCart[0]?.n ?? 0) >= GUEST_INTENTS_PER_CART_PER_HOUR ||
    (byEmail[0]?.n ?? 0) >= GUEST_INTENTS_PER_EMAIL_PER_HOUR
  ) {
    throw new AppError('RATE_LIMITED', TOO_MANY_PAYMENTS);
  }
}
