// Defences against card testing, which guest checkout invites (anyone may try cards without an
// account): a guest's payment intents per e-mail and per cart within an hour, and a pause for an
// e-mail or client address after a burst of declined cards. Counted in the database, so every instance of
// the shop sees the same counts (the per-address limit of the route is @fastify/rate-limit's).
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkouts, paymentDeclines } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

export const GUEST_INTENTS_PER_EMAIL_PER_HOUR = 10;
export const GUEST_INTENTS_PER_CART_PER_HOUR = 10;
export const DECLINES_BEFORE_PAUSE = 5;
export const DECLINE_WINDOW_MS = 30 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const TOO_MANY_PAYMENTS = 'Too many payment attempts. Please wait an hour and try again, or sign in.';
export const TOO_MANY_DECLINES =
  'Too many cards were declined. Please wait half an hour before trying again, or contact the shop.';

/** A guest's cart as the browser names it; null when the caller gave none (then per e-mail and address only). */
export const cartKeyOf = (cartId: string | undefined): string | null => (cartId ? `cart:${cartId}` : null);

const declineKeys = (who: { email: string; ip: string }) => [
  `email:${who.email.toLowerCase()}`,
  `ip:${who.ip}`,
];

/** Refuses (429) an e-mail or address that had a burst of declined cards in the last half hour. */
export async function assertNotDeclining(
  db: Pick<Db, 'select'>,
  who: { email: string; ip: string },
): Promise<void> {
  const since = new Date(Date.now() - DECLINE_WINDOW_MS);
  const rows = await db
    .select({ key: paymentDeclines.key, declines: count() })
    .from(paymentDeclines)
    .where(and(inArray(paymentDeclines.key, declineKeys(who)), gt(paymentDeclines.createdAt, since)))
    .groupBy(paymentDeclines.key);
  if (rows.some((row) => row.declines >= DECLINES_BEFORE_PAUSE)) {
    throw new AppError('RATE_LIMITED', TOO_MANY_DECLINES);
  }
}

/** Counts a declined card against the e-mail and the address that tried it. */
export async function recordDecline(
  db: Pick<Db, 'insert'>,
  who: { email: string; ip: string },
): Promise<void> {
  await db.insert(paymentDeclines).values(declineKeys(who).map((key) => ({ key })));
}

/**
 * Refuses (429) a guest's payment over the hour's limits, per e-mail and per cart (a signed-in
 * shopper is limited per session by the route), and anyone's after a burst of declines.
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
