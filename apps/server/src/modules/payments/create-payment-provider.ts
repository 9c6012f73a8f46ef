import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripeClient, createStripeProvider, type StripeApiLocation } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

/** The provider the configuration asks for (PAYMENTS); `stripeApi` points Stripe's client elsewhere (tests). */
export function createPaymentProvider(config: Env, db: Db, stripeApi?: StripeApiLocation): PaymentProvider {
  if (config.PAYMENTS === 'stripe' && config.STRIPE_SECRET_KEY) {
    return createStripeProvider(createStripeClient(config.STRIPE_SECRET_KEY, stripeApi));
  }
  return createTestProvider(db);
}
