// The Stripe adapter with the real `stripe` package, pointed at a local stand-in of Stripe's HTTP
// API, and webhooks signed by the package's own test-header helper: no network involved.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse, ErrorResponse, ShopConfig } from '@eshop/shared';
import { checkouts, orders } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { completeCheckout, firstProducts, startPayment } from '../../test-support/checkout.js';
import { startStripeStandIn } from '../../test-support/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const WEBHOOK_SECRET = 'whsec_standin_secret';

describe.each(BACKENDS)('Stripe payments on %s', (backend) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let shopper: Client;
  let productId = '';

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(
      backend,
      {
        RATE_LIMIT_ENABLED: 'false',
        PAYMENT_SWEEP_SECONDS: '0',
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_standin',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      { stripeApi: stripe.api },
    );
    productId = (await firstProducts(t.app, 1))[0]!.id;
    shopper = createClient(t.app);
    await shopper.signUp('stripe-buyer@example.com', 'buyer password');
    await shopper.signIn('stripe-buyer@example.com', 'buyer password');
  });

  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const newIntent = async () =>
    (await startPayment(shopper, [{ id: productId, cartQuantity: 2 }])).json<CreatePaymentIntentResponse>();

  /** Stripe's delivery of an event about `intent`, signed like Stripe signs it. */
  const deliver = (type: string, intentId: string, options: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify({
      id: `evt_${intentId}_${type}`,
      object: 'event',
      type,
      data: { object: stripe.intents.get(intentId) },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  };
  const ordersOf = async (intentId: string) =>
    t.testDb.database.db.select().from(orders).where(eq(orders.paymentIntentId, intentId));

  it('tells the browser to use Stripe with the publishable key only', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config' })).json<ShopConfig>();
    expect(config).toMatchObject({ payments: 'stripe', stripePublishableKey: 'pk_test_standin' });
    expect(JSON.stringify(config)).not.toContain('sk_test');
  });

  it('creates a manual-capture PaymentIntent for the server-computed amount with an idempotency key', async () => {
    const intent = await newIntent();
    expect(intent.provider).toBe('stripe');
    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created?.form.get('capture_method')).toBe('manual');
    expect(Number(created?.form.get('amount'))).toBe(intent.amountCents);
    expect(created?.form.get('currency')).toBe('usd');
    expect(created?.form.get('description')).toMatch(/^payment: stripe-buyer@example\.com, \$/);
    expect(created?.idempotencyKey).toMatch(/^checkout-/);
    expect(intent.clientSecret).toBe(stripe.intents.get(intent.paymentIntentId)?.client_secret);
  });

  it('a webhook before the confirmation creates the order and captures; duplicates change nothing', async () => {
    const intent = await newIntent();
    stripe.authorise(intent.paymentIntentId);
    const first = await deliver('payment_intent.amount_capturable_updated', intent.paymentIntentId);
    expect(first.statusCode).toBe(200);
    expect(stripe.intents.get(intent.paymentIntentId)?.status).toBe('succeeded');
    // Out of order and again: the succeeded event, then the first event once more.
    expect((await deliver('payment_intent.succeeded', intent.paymentIntentId)).statusCode).toBe(200);
    expect(
      (await deliver('payment_intent.amount_capturable_updated', intent.paymentIntentId)).statusCode,
    ).toBe(200);
    const confirmed = await completeCheckout(shopper, intent.paymentIntentId);
    expect(confirmed.statusCode).toBe(200);
    const rows = await ordersOf(intent.paymentIntentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: confirmed.json<{ orderId: string }>().orderId,
      paymentState: 'captured',
    });
    const captures = stripe.requests.filter(
      (r) => r.path === `/v1/payment_intents/${intent.paymentIntentId}/capture`,
    );
    expect(captures).toHaveLength(1);
  });

  it('the confirmation first, then the webhook: still one order', async () => {
    const intent = await newIntent();
    stripe.authorise(intent.paymentIntentId, { brand: 'mastercard', last4: '4444' });
    expect((await completeCheckout(shopper, intent.paymentIntentId)).statusCode).toBe(200);
    expect(
      (await deliver('payment_intent.amount_capturable_updated', intent.paymentIntentId)).statusCode,
    ).toBe(200);
    const rows = await ordersOf(intent.paymentIntentId);
    expect(rows).toHaveLength(1);
    // The receipt's card comes from Stripe's charge (the intent retrieved with its latest charge).
    expect(rows[0]).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444' });
  });

  it('refuses a tampered signature and a stale timestamp with a 400, creating nothing', async () => {
    const intent = await newIntent();
    stripe.authorise(intent.paymentIntentId);
    const tampered = await deliver('payment_intent.succeeded', intent.paymentIntentId, {
      secret: 'whsec_wrong',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json<ErrorResponse>().error.code).toBe('BAD_REQUEST');
    const stale = await deliver('payment_intent.succeeded', intent.paymentIntentId, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(0);
  });

  it('a canceled payment closes its checkout; no order follows', async () => {
    const intent = await newIntent();
    stripe.intents.get(intent.paymentIntentId)!.status = 'canceled';
    expect((await deliver('payment_intent.canceled', intent.paymentIntentId)).statusCode).toBe(200);
    const [row] = await t.testDb.database.db
      .select({ state: checkouts.state })
      .from(checkouts)
      .where(eq(checkouts.paymentIntentId, intent.paymentIntentId));
    expect(row?.state).toBe('canceled');
    expect((await completeCheckout(shopper, intent.paymentIntentId)).statusCode).toBe(409);
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(0);
  });

  it('a payment not yet authorised gives no order', async () => {
    const intent = await newIntent();
    expect((await completeCheckout(shopper, intent.paymentIntentId)).statusCode).toBe(409);
    expect(await ordersOf(intent.paymentIntentId)).toHaveLength(0);
  });
});
