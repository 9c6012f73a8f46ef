// The built-in test-mode card provider (DESIGN.md 1): Stripe's PaymentIntent life cycle with its
// test cards, offline, with the intents kept in the shop's database. The browser's card form posts
// to confirmTestPayment (this module's route) the way Stripe.js confirms with Stripe.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TestCard } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { testPaymentIntents } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { PaymentIntent, PaymentProvider, PaymentStatus } from './payment-provider.js';
import { judgeCard } from './test-cards.js';

type Row = typeof testPaymentIntents.$inferSelect;

const toIntent = (row: Row): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as PaymentStatus,
  amountCents: row.amountCents,
  currency: row.currency,
  metadata: row.metadata,
  card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : undefined,
});

/** Stripe's brand names, from the card number's first digits (enough for the test cards). */
function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

const randomToken = () => crypto.randomBytes(12).toString('hex');

/** Compares secrets in constant time (hashing first makes the lengths equal). */
const isSameSecret = (a: string, b: string) => {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
};

export function createTestProvider(db: Db): PaymentProvider {
  const find = async (id: string): Promise<Row> => {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
    if (!row) throw notFound();
    return row;
  };

  /** Moves an intent from one of `from` to `to`; an intent already in `to` is answered as it is. */
  const transition = async (id: string, from: PaymentStatus[], to: PaymentStatus): Promise<PaymentIntent> => {
    const [updated] = await db
      .update(testPaymentIntents)
      .set({ status: to, updatedAt: new Date() })
      .where(sql`${testPaymentIntents.id} = ${id} and ${testPaymentIntents.status} in ${from}`)
      .returning();
    if (updated) return toIntent(updated);
    const current = await find(id);
    if (current.status === to) return toIntent(current);
    throw new AppError('CONFLICT', `This payment is ${current.status.replaceAll('_', ' ')}.`);
  };

  return {
    name: 'test',
    createIntent: async (input) => {
      const id = `pi_test_${randomToken()}`;
      const [inserted] = await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomToken()}`,
          amountCents: input.amountCents,
          currency: input.currency,
          status: 'requires_payment_method',
          idempotencyKey: input.idempotencyKey,
          description: input.description,
          metadata: input.metadata,
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
        .returning();
      if (inserted) return toIntent(inserted);
      // The same create again: answer the intent made the first time, as Stripe does.
      const [existing] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey));
      if (!existing) throw new Error('Idempotent payment intent vanished');
      return toIntent(existing);
    },
    retrieveIntent: async (id) => toIntent(await find(id)),
    captureIntent: (id) => transition(id, ['requires_capture'], 'succeeded'),
    cancelIntent: (id) => transition(id, ['requires_payment_method', 'requires_capture'], 'canceled'),
  };
}

/**
 * The card form's submit: checks the card against Stripe's test-card rules and authorises the
 * intent. Only the outcome is kept; the card number goes nowhere.
 */
export async function confirmTestPayment(db: Db, id: string, card: TestCard): Promise<PaymentIntent> {
  const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
  // A wrong client secret answers like a missing intent: the secret is what proves the right to pay.
  if (!row || !isSameSecret(row.clientSecret, card.clientSecret)) throw notFound();
  if (row.status === 'requires_capture' || row.status === 'succeeded') return toIntent(row);
  if (row.status !== 'requires_payment_method') {
    throw new AppError('CONFLICT', `This payment is ${row.status.replaceAll('_', ' ')}.`);
  }
  const outcome = judgeCard(card);
  const digits = card.cardNumber.replace(/\D/g, '');
  if (!outcome.ok) {
    await db
      .update(testPaymentIntents)
      .set({ lastError: outcome.message, updatedAt: new Date() })
      .where(eq(testPaymentIntents.id, id));
    throw new AppError('PAYMENT_FAILED', outcome.message);
  }
  await db
    .update(testPaymentIntents)
    .set({
      status: 'requires_capture',
      lastError: null,
      // What a receipt may show of a card, as Stripe reports it: its brand and last four digits.
      cardBrand: cardBrand(digits),
      cardLast4: digits.slice(-4),
      updatedAt: new Date(),
    })
    .where(
      sql`${testPaymentIntents.id} = ${id} and ${testPaymentIntents.status} = 'requires_payment_method'`,
    );
  // Two submits at once: whichever won, the intent is now authorised (or was canceled meanwhile).
  const [current] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
  return toIntent(current ?? row);
}
