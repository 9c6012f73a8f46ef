// Stock on both backends through the real routes: payment creation refuses more than is in stock,
// an order takes its units in its own transaction, and when many shoppers pay for the last units at
// once exactly as many orders are written as there are units; every other card is released.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse, CreatePaymentIntentResponse, ErrorResponse, Product } from '@eshop/shared';
import { orders, products, testPaymentIntents } from '../../db/schema/index.js';
import { createClient, type Client } from '../../test-support/auth-client.js';
import {
  buy,
  completeCheckout,
  firstProducts,
  payWithTestCard,
  startPayment,
} from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';

const SHOPPERS = 100;
const LAST_UNITS = 10;

describe.each(BACKENDS)('stock on %s', (backend) => {
  let t: TestApp;
  let shopper: Client;
  let catalogue: Product[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, {
      RATE_LIMIT_ENABLED: 'false',
      PAYMENT_SWEEP_SECONDS: '0',
      // Every shopper is let in at once; shedding writes when busy is write-admission's own test.
      WRITE_QUEUE_LIMIT: String(SHOPPERS * 2),
    });
    catalogue = await firstProducts(t.app, 3);
    shopper = await signedInShopper('stock-buyer@example.com');
  });

  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.testDb.database.db;
  const setStock = (id: string, stock: number) =>
    db().update(products).set({ stock }).where(eq(products.id, id));
  const stockOf = async (id: string) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  async function signedInShopper(email: string): Promise<Client> {
    const client = createClient(t.app);
    await client.signUp(email, 'stock test password');
    await client.signIn(email, 'stock test password');
    return client;
  }

  it('shows each product’s stock in the catalogue', async () => {
    const product = catalogue[0]!;
    await setStock(product.id, 7);
    // Written straight to the table, so the shop is told, as the admin's stock edit tells it.
    await t.app.catalogChanged({ productIds: [product.id] });
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(response.json<Product>().stock).toBe(7);
  });

  it('refuses a payment for more than is in stock, naming the product, and starts none', async () => {
    const [plenty, scarce] = [catalogue[0]!, catalogue[1]!];
    await setStock(plenty.id, 50);
    await setStock(scarce.id, 2);
    const response = await startPayment(shopper, [
      { id: plenty.id, cartQuantity: 3 },
      { id: scarce.id, cartQuantity: 3 },
    ]);
    expect(response.statusCode).toBe(409);
    const { error } = response.json<ErrorResponse>();
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(`Only 2 of ${scarce.name} left in stock.`);
    expect(error.details).toEqual([{ path: 'items.1.cartQuantity', message: error.message }]);
    expect(await db().select().from(testPaymentIntents)).toHaveLength(0);

    await setStock(scarce.id, 0);
    const soldOut = await startPayment(shopper, [{ id: scarce.id, cartQuantity: 1 }]);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json<ErrorResponse>().error.message).toBe(`${scarce.name} is sold out.`);
  });

  it('takes an order’s units from stock with the order', async () => {
    const product = catalogue[2]!;
    await setStock(product.id, 5);
    const { orderId } = await buy(shopper, [{ id: product.id, cartQuantity: 2 }]);
    expect(orderId).toBeTruthy();
    expect(await stockOf(product.id)).toBe(3);
    // The listing (from the catalogue index's cards) hears of the order and shows what is left.
    const listedStock = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/products?limit=100&search=${encodeURIComponent(product.name)}`,
        })
      )
        .json<ProductListResponse>()
        .items.find((item) => item.id === product.id)?.stock;
    await expect.poll(listedStock).toBe(3);
  });

  it('writes no order and releases the card when the stock ran out after the payment started', async () => {
    const product = catalogue[2]!;
    await setStock(product.id, 1);
    const intent = (
      await startPayment(shopper, [{ id: product.id, cartQuantity: 1 }])
    ).json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(shopper, intent)).statusCode).toBe(200);
    await setStock(product.id, 0);

    const refused = await completeCheckout(shopper, intent.paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorResponse>().error.message).toBe(
      `${product.name} is sold out. Your card was not charged.`,
    );
    expect(
      await db().select().from(orders).where(eq(orders.paymentIntentId, intent.paymentIntentId)),
    ).toEqual([]);
    const [payment] = await db()
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(payment?.status).toBe('canceled');
    expect(await stockOf(product.id)).toBe(0);
  });

  it(`sells the last ${LAST_UNITS} units to exactly ${LAST_UNITS} of ${SHOPPERS} shoppers paying at once`, async () => {
    const product = catalogue[1]!;
    await setStock(product.id, LAST_UNITS);
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, (_, i) => signedInShopper(`rush-${i}@example.com`)),
    );
    // Every shopper starts and authorises a payment while units remain, then all confirm at once.
    const intents = await Promise.all(
      shoppers.map(async (client) => {
        const started = await startPayment(client, [{ id: product.id, cartQuantity: 1 }]);
        expect(started.statusCode).toBe(200);
        const intent = started.json<CreatePaymentIntentResponse>();
        expect((await payWithTestCard(client, intent)).statusCode).toBe(200);
        return intent;
      }),
    );
    const answers = await Promise.all(
      shoppers.map((client, i) => completeCheckout(client, intents[i]!.paymentIntentId)),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LAST_UNITS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - LAST_UNITS);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json<ErrorResponse>().error.message).toContain(`${product.name} is sold out.`);
    }
    const ids = intents.map((intent) => intent.paymentIntentId);
    const written = (await db().select().from(orders)).filter((o) => ids.includes(o.paymentIntentId));
    expect(written).toHaveLength(LAST_UNITS);
    expect(written.every((order) => order.paymentState === 'captured')).toBe(true);
    const payments = (await db().select().from(testPaymentIntents)).filter((p) => ids.includes(p.id));
    const byStatus = (status: string) => payments.filter((payment) => payment.status === status).length;
    expect(byStatus('succeeded')).toBe(LAST_UNITS);
    expect(byStatus('canceled')).toBe(SHOPPERS - LAST_UNITS);
    expect(await stockOf(product.id)).toBe(0);
  }, 120_000);
});
