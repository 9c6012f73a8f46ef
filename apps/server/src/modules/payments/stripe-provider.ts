// Stripe PaymentIntents behind the shop's PaymentProvider interface (PAYMENTS=stripe). `api` points
// the client elsewhere (host, port, protocol): the tests use a local stand-in of Stripe's HTTP API.
import Stripe from 'stripe';
import {
  RefundRefusedError,
  type PaymentIntent,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderRefund,
} from './payment-provider.js';

export type StripeApiLocation = { host: string; port: number; protocol: 'http' | 'https' };

export const createStripeClient = (secretKey: string, api?: StripeApiLocation): Stripe =>
  new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(api ?? {}) });

const toIntent = (intent: Stripe.PaymentIntent): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status as PaymentStatus,
  amountCents: intent.amount,
  currency: intent.currency.toUpperCase(),
  metadata: intent.metadata,
  card: cardOf(intent),
});

/** The paying card's brand and last four, when the intent came with its latest charge expanded. */
function cardOf(intent: Stripe.PaymentIntent): PaymentIntent['card'] {
  const charge = intent.latest_charge;
  const card = typeof charge === 'object' && charge ? charge.payment_method_details?.card : undefined;
  return card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : undefined;
}

const toRefund = (refund: Stripe.Refund): ProviderRefund => ({
  id: refund.id,
  amountCents: refund.amount,
  status: (refund.status ?? 'pending') as ProviderRefund['status'],
  metadata: refund.metadata ?? {},
});

/** Stripe answers a capture or cancel of an intent already in that state with this code. */
const isUnexpectedState = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  error.code === 'payment_intent_unexpected_state';

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  const retrieveIntent = async (id: string) =>
    toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));

  /** Runs a state change; when Stripe says the intent is already past it, answer its current state. */
  const settle = async (id: string, change: () => Promise<Stripe.PaymentIntent>, done: PaymentStatus) => {
    try {
      return toIntent(await change());
    } catch (error) {
      if (!isUnexpectedState(error)) throw error;
      const current = await retrieveIntent(id);
      if (current.status === done) return current;
      throw error;
    }
  };

  return {
    name: 'stripe',
    createIntent: async (input) =>
      toIntent(
        await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            // Stripe takes the code in lower case.
            currency: input.currency.toLowerCase(),
            capture_method: 'manual',
            automatic_payment_methods: { enabled: true },
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      ),
    retrieveIntent,
    captureIntent: (id) =>
      settle(
        id,
        () => stripe.paymentIntents.capture(id, {}, { idempotencyKey: `capture-${id}` }),
        'succeeded',
      ),
    cancelIntent: (id) => settle(id, () => stripe.paymentIntents.cancel(id), 'canceled'),
    refund: async (input) => {
      try {
        return toRefund(
          await stripe.refunds.create(
            { payment_intent: input.paymentIntentId, amount: input.amountCents, metadata: input.metadata },
            { idempotencyKey: input.idempotencyKey },
          ),
        );
      } catch (error) {
        // Stripe read the request and said no (more than was charged, a charge that cannot be
        // refunded): nothing moved. Network and server errors stay unknown, for a retry.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        ) {
          throw new RefundRefusedError(error.message);
        }
        throw error;
      }
    },
    listRefunds: async (paymentIntentId) => {
      const refunds: ProviderRefund[] = [];
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
        refunds.push(toRefund(refund));
      }
      return refunds;
    },
  };
}
