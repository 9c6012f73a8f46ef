// Refunds through the Stripe adapter (the real `stripe` package) against the local stand-in of
// Stripe's API, with its `charge.refunded` webhook signed like Stripe signs it: the Refunds API gets
// the amount and a key per refund, the webhook settles each refund once whether it comes after the
// answer, before it or twice, a refund made in Stripe's dashboard is counted, and a refusal changes
// nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse, ErrorResponse, Order } from '@eshop/shared';
import { orderRefunds, orders, products } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import { completeCheckout, firstProducts, startPayment } from '../../test-support/checkout.js';
import { startStripeStandIn } from '../../test-support/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAdmin } from '../../test-support/signed-in.js';
import { BACKENDS } from '../../test-support/test-database.js';

const WEBHOOK_SECRET = 'whsec_standin_secret';

describe.each(BACKENDS)('Stripe refunds on %s', (backend) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let admin: Client;
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
    admin = await signedInAdmin(t);
    productId = (await firstProducts(t.app, 1))[0]!.id;
    await t.testDb.database.db.update(products).set({ stock: 500 }).where(eq(products.id, productId));
    shopper = createClient(t.app);
    await shopper.signUp('stripe-refunds@example.com', 'buyer password');
    await shopper.signIn('stripe-refunds@example.com', 'buyer password');
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const key = () => `k-${randomUUID()}`;
  /** A paid (captured) order through Stripe. */
  const paidOrder = async () => {
    const intent = (
      await startPayment(shopper, [{ id: productId, cartQuantity: 2 }])
    ).json<CreatePaymentIntentResponse>();
    stripe.authorise(intent.paymentIntentId);
    const completed = await completeCheckout(shopper, intent.paymentIntentId);
    expect(completed.statusCode).toBe(200);
    return {
      orderId: completed.json<{ orderId: string }>().orderId,
      intentId: intent.paymentIntentId,
      total: intent.amountCents,
    };
  };
  const refund = (orderId: string, body: Record<string, unknown>) =>
    admin.request('POST', `/api/admin/orders/${orderId}/refunds`, body);
  const order = async (id: string) => (await admin.request('GET', `/api/admin/orders/${id}`)).json<Order>();
  /** Stripe's `charge.refunded` for the payment, signed. */
  const deliverChargeRefunded = (intentId: string) => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId, refunded: true } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  };

  it('asks the Refunds API for the amount with a key per refund; the webhook after it changes nothing', async () => {
    const { orderId, intentId } = await paidOrder();
    const response = await refund(orderId, { idempotencyKey: key(), amountCents: 500 });
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().refunds).toEqual([
      expect.objectContaining({ amountCents: 500, state: 'succeeded' }),
    ]);
    const asked = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    const mine = asked.filter((r) => r.form.get('payment_intent') === intentId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.form.get('amount')).toBe('500');
    expect(mine[0]?.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(mine[0]?.form.get('metadata[refund_id]')).toBe(response.json<Order>().refunds[0]?.id);

    expect((await deliverChargeRefunded(intentId)).statusCode).toBe(200);
    expect((await deliverChargeRefunded(intentId)).statusCode).toBe(200);
    const after = await order(orderId);
    expect(after.refundedCents).toBe(500);
    expect(after.refunds).toHaveLength(1);
  });

  it('the webhook arriving before Stripe answers settles the refund once, stock returned once', async () => {
    const { orderId, intentId } = await paidOrder();
    const [before] = await t.testDb.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    stripe.options.beforeRefundAnswer = async () => {
      expect((await deliverChargeRefunded(intentId)).statusCode).toBe(200);
    };
    try {
      const response = await refund(orderId, {
        idempotencyKey: key(),
        lines: [{ id: productId, quantity: 1, restock: true }],
      });
      expect(response.statusCode).toBe(200);
    } finally {
      delete stripe.options.beforeRefundAnswer;
    }
    const after = await order(orderId);
    expect(after.refunds).toEqual([expect.objectContaining({ state: 'succeeded' })]);
    const [stock] = await t.testDb.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(stock?.stock).toBe((before?.stock ?? 0) + 1);
  });

  it('a refund made in the Stripe dashboard is counted from its webhook, once', async () => {
    const { orderId, intentId } = await paidOrder();
    stripe.refundOutside(intentId, 300);
    expect((await deliverChargeRefunded(intentId)).statusCode).toBe(200);
    expect((await deliverChargeRefunded(intentId)).statusCode).toBe(200);
    const after = await order(orderId);
    expect(after.refundedCents).toBe(300);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amountCents: 300,
        state: 'succeeded',
        reason: 'Refunded at the payment provider',
      }),
    ]);
  });

  it('a refund Stripe refuses leaves the order as it was, with Stripe\u2019s message', async () => {
    const { orderId } = await paidOrder();
    stripe.options.refuseRefunds = true;
    try {
      const refused = await refund(orderId, { idempotencyKey: key(), amountCents: 100 });
      expect(refused.statusCode).toBe(402);
      expect(refused.json<ErrorResponse>().error.message).toBe(
        'The payment provider refused the refund: This charge is disputed and cannot be refunded.',
      );
    } finally {
      stripe.options.refuseRefunds = false;
    }
    expect((await order(orderId)).refundedCents).toBe(0);
  });

  it('cancelling a paid order refunds the rest through Stripe', async () => {
    const { orderId, intentId, total } = await paidOrder();
    const cancelled = await admin.request('POST', `/api/admin/orders/${orderId}/cancel`, {
      idempotencyKey: key(),
    });
    expect(cancelled.json<Order>()).toMatchObject({ orderStatus: 'Cancelled', refundedCents: total });
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds.map((r) => r.amount)).toEqual([total]);
    const rows = await t.testDb.database.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    expect(rows.map((row) => row.providerRefundId)).toEqual([refunds[0]?.id]);
    const [row] = await t.testDb.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('Cancelled');
  });
});
