// The providers' own endpoints: the test-mode card form's confirm (what Stripe.js does against
// Stripe), and Stripe's webhook, verified on the raw body with the endpoint's signing secret.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type Stripe from 'stripe';
import { errorResponseSchema, testCardSchema, testPaymentResultSchema } from '@eshop/shared';
import { eq } from 'drizzle-orm';
import { checkouts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { countCard, type CountedCard } from './decline-pause.js';
import { confirmTestPayment } from '../../modules/payments/index.js';

/** Events that mean the card is authorised (manual capture) or the money taken. */
const PAID_EVENTS = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);
/** Events about money given back: the shop's refunds settling, or refunds made in Stripe's dashboard. */
const REFUND_EVENTS = new Set([
  'charge.refunded',
  'charge.refund.updated',
  'refund.created',
  'refund.updated',
  'refund.failed',
]);

/** The payment a charge or refund belongs to (an id, or the object when expanded). */
const paymentIntentOf = (object: { payment_intent?: string | { id: string } | null }): string | undefined =>
  typeof object.payment_intent === 'string'
    ? object.payment_intent
    : (object.payment_intent?.id ?? undefined);

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, checkout } = app;

  if (config.PAYMENTS === 'test') {
    app.post(
      '/test-payments/:id/confirm',
      {
        schema: {
          tags: ['payments'],
          summary: 'TEST MODE: pay a payment intent with a test card',
          params: z.object({ id: z.string().min(1).max(100) }),
          body: testCardSchema,
          response: {
            200: testPaymentResultSchema,
            402: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request) => {
        // Card testing: each card is counted against the payer's e-mail and address before it is
        // judged, and refused once they are paused; only a declined card stays counted.
        const [paying] = await db
          .select({ email: checkouts.userEmail })
          .from(checkouts)
          .where(eq(checkouts.paymentIntentId, request.params.id));
        const who = { email: paying?.email ?? '', ip: request.ip };
        let counted: CountedCard | undefined;
        const uncount = () =>
          counted?.uncount().catch((error: unknown) => {
            request.log.warn({ err: error }, 'a card that was not declined stays counted as one');
          });
        try {
          const intent = await confirmTestPayment(db, request.params.id, request.body, {
            beforeJudging: async () => {
              if (config.RATE_LIMIT_ENABLED) counted = await countCard(db, who);
            },
          });
          await uncount();
          return { status: intent.status };
        } catch (error) {
          const isDeclined = error instanceof AppError && error.code === 'PAYMENT_FAILED';
          if (isDeclined) app.metrics.payment('declined');
          else await uncount();
          throw error;
        }
      },
    );
  }

  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (config.PAYMENTS !== 'stripe' || !webhookSecret) return;

  const { default: StripeClient } = await import('stripe');
  await app.register(async (webhook) => {
    // NOTE: the signature covers the exact bytes Stripe sent, so this plugin's one route keeps the
    // raw body (the parser is scoped to this plugin, in place of the app's JSON parser).
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post('/stripe/webhook', { schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('no signature');
        event = StripeClient.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook signature is missing, wrong or too old.');
      }
      if (REFUND_EVENTS.has(event.type)) {
        // Settles by asking Stripe for the payment's refunds: the same delivery twice, or one arriving
        // before the shop's own request was answered, settles each refund once.
        const paymentIntentId = paymentIntentOf(event.data.object as { payment_intent?: string | null });
        if (paymentIntentId) await app.refunds.reconcile(paymentIntentId);
      } else if (event.type === 'payment_intent.canceled') {
        await checkout.cancelOpenCheckout(event.data.object.id);
      } else if (PAID_EVENTS.has(event.type)) {
        const intent = event.data.object as Stripe.PaymentIntent;
        try {
          await checkout.completeCheckout(intent.id);
        } catch (error) {
          // A payment this shop never started, or one it refused: nothing for Stripe to retry.
          if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT')) {
            request.log.info({ paymentIntentId: intent.id, reason: error.message }, 'webhook: no order');
            return { received: true };
          }
          throw error; // a 500 makes Stripe deliver the event again
        }
      }
      return { received: true };
    });
  });
};
