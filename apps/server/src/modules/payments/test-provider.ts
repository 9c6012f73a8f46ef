// The built-in test-mode card provider (an embedded default: docs/operator-guide.md): Stripe's PaymentIntent life cycle with its
// test cards, offline, with the intents kept in the shop's database. The browser's card form posts
// to confirmTestPayment (this module's route) the way Stripe.js confirms with Stripe.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TestCard } from '@eshop/shared';
import type { Db } from '../../db/client.js';
import { testPaymentIntents, testRefunds } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import {
  RefundRefusedError,
  type PaymentIntent,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderRefund,
  type RefundInput,
} from './payment-provider.js';
import { judgeCard, REFUND_REFUSING_LAST4 } from './test-cards.js';

type Row = typeof testPaymentIntents.$inferSelect;

const toIntent = (row: Row): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as PaymentStatus,
  amountCents: row.amountCents,
  currency: row.currency.toUpperCase(),
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
    refund: (input) => refundTestPayment(db, input),
    listRefunds: async (paymentIntentId) =>
      (await db.select().from(testRefunds).where(eq(testRefunds.paymentIntentId, paymentIntentId))).map(
        toProviderRefund,
      ),
  };
}

const toProviderRefund = (row: typeof testRefunds.$inferSelect): ProviderRefund => ({
  id: row.id,
  amountCents: row.amountCents,
  status: 'succeeded',
  metadata: row.metadata,
});

/**
 * Stripe's refund rules: only a captured payment, never more than is left, once per idempotency key;
 * a card ending in REFUND_REFUSING_LAST4 refuses every refund (Stripe's refund-failure test card).
 */
async function refundTestPayment(db: Db, input: RefundInput): Promise<ProviderRefund> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .select()
      .from(testRefunds)
      .where(eq(testRefunds.idempotencyKey, input.idempotencyKey));
    if (done) return toProviderRefund(done);
    const [intent] = await tx
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, input.paymentIntentId))
      .for('update');
    if (!intent) throw new RefundRefusedError(`No such payment: ${input.paymentIntentId}.`);
    if (intent.status !== 'succeeded') {
      throw new RefundRefusedError(
        `This payment is ${intent.status.replaceAll('_', ' ')}; only a captured payment can be refunded.`,
      );
    }
    if (intent.cardLast4 === REFUND_REFUSING_LAST4) {
      throw new RefundRefusedError("The card's bank refused the refund.");
    }
    const left = intent.amountCents - intent.refundedCents;
    if (input.amountCents > left) {
      throw new RefundRefusedError(
        `Refund amount ($${(input.amountCents / 100).toFixed(2)}) is greater than the charge's unrefunded amount ($${(left / 100).toFixed(2)}).`,
      );
    }
    await tx
      .update(testPaymentIntents)
      .set({ refundedCents: intent.refundedCents + input.amountCents, updatedAt: new Date() })
      .where(eq(testPaymentIntents.id, intent.id));
    const [inserted] = await tx
      .insert(testRefunds)
      .values({
        id: `re_test_${randomToken()}`,
        paymentIntentId: intent.id,
        amountCents: input.amountCents,
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata,
      })
      .returning();
    if (!inserted) throw new Error('test refund not written');
    return toProviderRefund(inserted);
  });
}

/**
 * The card form's submit: checks the card against Stripe's test-card rules and authorises the
 * intent. Only the outcome is kept; the card number goes nowhere.
 */
export async function confirmTestPayment(
  db: Db,
  id: string,
  card: TestCard,
  options: {
    /** Runs once the intent is found payable, right before the card is judged; may refuse (throw). */
    beforeJudging?: () => Promise<void>;
  } = {},
): Promise<PaymentIntent> {
  const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
  // A wrong client secret answers like a missing intent: the secret is what proves the right to pay.
  if (!row || !isSameSecret(row.clientSecret, card.clientSecret)) throw notFound();
  if (row.status === 'requires_capture' || row.status === 'succeeded') return toIntent(row);
  if (row.status !== 'requires_payment_method') {
    throw new AppError('CONFLICT', `This payment is ${row.status.replaceAll('_', ' ')}.`);
  }
  await options.beforeJudging?.();
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
