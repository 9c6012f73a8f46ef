// What each address agreed to (decision 070): news and offers with the date and where it was given,
// and an unsubscribe, which stops news and checkout reminders alike until the address consents again.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { marketingConsents, type ConsentSource } from '../../db/schema/index.js';

type Writer = Pick<Db, 'insert'>;
type Reader = Pick<Db, 'select'>;

const keyOf = (email: string) => email.trim().toLowerCase();

/** The address agreed to news and offers now (a new consent after an unsubscribe counts again). */
export async function recordNewsletterConsent(
  db: Writer,
  email: string,
  source: ConsentSource,
  now = new Date(),
): Promise<void> {
  await db
    .insert(marketingConsents)
    .values({ email: keyOf(email), newsletterConsentedAt: now, newsletterSource: source, updatedAt: now })
    .onConflictDoUpdate({
      target: marketingConsents.email,
      set: { newsletterConsentedAt: now, newsletterSource: source, unsubscribedAt: null, updatedAt: now },
    });
}

/** Forgets what the address agreed to (its account was deleted). */
export async function forgetConsents(db: Pick<Db, 'delete'>, email: string): Promise<void> {
  await db.delete(marketingConsents).where(eq(marketingConsents.email, keyOf(email)));
}

/** No more news and offers (the account page's box unticked); checkout reminders are another matter. */
export async function withdrawNewsletterConsent(db: Writer, email: string, now = new Date()): Promise<void> {
  await db
    .insert(marketingConsents)
    .values({ email: keyOf(email), updatedAt: now })
    .onConflictDoUpdate({
      target: marketingConsents.email,
      set: { newsletterConsentedAt: null, newsletterSource: null, updatedAt: now },
    });
}

/** No more news, offers or reminders to the address (its consent is withdrawn). */
export async function unsubscribe(db: Writer, email: string, now = new Date()): Promise<void> {
  await db
    .insert(marketingConsents)
    .values({ email: keyOf(email), unsubscribedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: marketingConsents.email,
      set: { newsletterConsentedAt: null, newsletterSource: null, unsubscribedAt: now, updatedAt: now },
    });
}

export async function isUnsubscribed(db: Reader, email: string): Promise<boolean> {
  const [row] = await db
    .select({ unsubscribedAt: marketingConsents.unsubscribedAt })
    .from(marketingConsents)
    .where(eq(marketingConsents.email, keyOf(email)));
  return Boolean(row?.unsubscribedAt);
}

/** Whether the address stands agreed to news and offers (the account page's checkbox). */
export async function hasNewsletterConsent(db: Reader, email: string): Promise<boolean> {
  return (await newsletterConsentsOf(db, [email])).has(keyOf(email));
}

/** Each address's standing consent to news and offers (its date), for the owner's customer export. */
export async function newsletterConsentsOf(
  db: Reader,
  emails: readonly string[],
): Promise<Map<string, Date>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: marketingConsents.email, at: marketingConsents.newsletterConsentedAt })
    .from(marketingConsents)
    .where(inArray(marketingConsents.email, emails.map(keyOf)));
  return new Map(rows.flatMap((row) => (row.at ? [[row.email, row.at] as const] : [])));
}
