import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import type { StripeApiLocation } from './stripe-provider.js';
import { createTestProvider } from './test-provider.js';

/** The provider the configuration asks for (PAYMENTS); `stripeApi` points Stripe's client elsewhere (tests). */
export async function createPaymentProvider(
  config: Env,
  db: Db,
  stripeApi?: StripeApiLocation,
): Promise<PaymentProvider> {
  if (config.PAYMENTS === 'stripe' && config.STRIPE_SECRET_KEY) {
    // Stripe's client loads only when payments go through it (its import costs ~80 ms of every start).
    const { createStripeClient, createStripeProvider } = await import('./stripe-provider.js');
    return createStripeProvider(createStripeClient(config.STRIPE_SECRET_KEY, stripeApi));
  }
  return createTestProvider(db);
}
