// The pause after declined cards, card testing's main brake: a payer key (the client's address, the
// e-mail) that had its limit of cards declined takes no payment until half an hour after the last.
// The address is paused after a few; the e-mail only after many, from several addresses: anyone who
// knows a guest's e-mail could otherwise block that guest with a few bad cards (issue 33).
// A card is counted BEFORE it is judged, in one upsert per key that refuses once the limit is
// reached; a card that pays is taken off again. Counting after the answer let a burst sent at once
// through: 40 declined cards at once got 11 answers of 402 on PostgreSQL (issue 33).
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cardDeclineCounts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { addressKeyOf } from '../../lib/client-address.js';

/** Declined cards from one address (or IPv6 /64), whatever e-mails it gives, before it is paused. */
export const DECLINES_BEFORE_PAUSE = 5;
/**
 * Declined cards with one e-mail, from wherever, before that e-mail is paused: five addresses' worth,
 * so a stranger blocking a guest needs five addresses, and each of them is paused on the way.
 */
export const EMAIL_DECLINES_CEILING = 5 * DECLINES_BEFORE_PAUSE;
export const DECLINE_WINDOW_MS = 30 * 60 * 1000;

export const TOO_MANY_DECLINES =
  'Too many cards were declined. Please wait half an hour before trying again, or contact the shop.';

export type CardPayer = { email: string; ip: string };
type Limit = { key: string; max: number };

/**
 * The keys a payer's cards count against, each with its limit, in key order: every caller takes
 * the rows' locks in the same order, so two payers sharing a key never wait on each other in a circle.
 */
function limitsOf(who: CardPayer): Limit[] {
  const limits = [{ key: `ip:${addressKeyOf(who.ip)}`, max: DECLINES_BEFORE_PAUSE }];
  const email = who.email.trim().toLowerCase();
  if (email) limits.push({ key: `email:${email}`, max: EMAIL_DECLINES_CEILING });
  return limits.sort((a, b) => (a.key < b.key ? -1 : 1));
}

const paused = () => new AppError('RATE_LIMITED', TOO_MANY_DECLINES);

/** Refuses (429) a payer with a key at its limit, before a payment is even started. */
export async function assertNotDeclining(db: Pick<Db, 'select'>, who: CardPayer): Promise<void> {
  const limits = limitsOf(who);
  const rows = await db
    .select({ key: cardDeclineCounts.key, declines: cardDeclineCounts.declines })
    .from(cardDeclineCounts)
    .where(
      and(
        inArray(
          cardDeclineCounts.key,
          limits.map((limit) => limit.key),
        ),
        gt(cardDeclineCounts.resetsAt, sql`now()`),
      ),
    );
  const isAtLimit = (row: (typeof rows)[number]) =>
    row.declines >= (limits.find((limit) => limit.key === row.key)?.max ?? 0);
  if (rows.some(isAtLimit)) throw paused();
}

/** A card counted against its payer's keys; `uncount` when it was not declined after all. */
export type CountedCard = { uncount: () => Promise<void> };

/**
 * Counts a card about to be judged against each of the payer's keys, or refuses (429) when one is at
 * its limit, counting nothing then. Each key is one upsert that adds the card only under the limit
 * (a window that has ended starts again at 1) and moves the reset to half an hour from now; they run
 * in one transaction, so the row locks make a burst count one card at a time, and a refusal by the
 * second key takes back the first's count. The database's clock, so instances' clocks do not matter.
 */
export async function countCard(db: Db, who: CardPayer): Promise<CountedCard> {
  const limits = limitsOf(who);
  const counts = cardDeclineCounts;
  await db.transaction(async (tx) => {
    for (const { key, max } of limits) {
      const resetsAt = sql`now() + ${DECLINE_WINDOW_MS} * interval '1 millisecond'`;
      const counted = await tx
        .insert(counts)
        .values({ key, declines: 1, resetsAt })
        .onConflictDoUpdate({
          target: counts.key,
          set: {
            declines: sql`case when ${counts.resetsAt} <= now() then 1 else ${counts.declines} + 1 end`,
            resetsAt,
          },
          setWhere: sql`${counts.resetsAt} <= now() or ${counts.declines} < ${max}`,
        })
        .returning({ declines: counts.declines });
      if (counted.length === 0) throw paused();
    }
  });
  return {
    // One key at a time (no transaction): never two rows locked at once, so no lock order to keep.
    uncount: async () => {
      for (const { key } of limits) {
        await db
          .update(counts)
          .set({ declines: sql`greatest(${counts.declines} - 1, 0)` })
          .where(eq(counts.key, key));
      }
    },
  };
}

/** Deletes the counts whose half hour has passed (the sweep's): a row per key would pile up otherwise. */
export async function forgetEndedDeclines(db: Pick<Db, 'delete'>): Promise<void> {
  await db.delete(cardDeclineCounts).where(lt(cardDeclineCounts.resetsAt, sql`now()`));
}
