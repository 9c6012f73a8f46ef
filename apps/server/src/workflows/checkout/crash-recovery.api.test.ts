// The server is killed (kill -9) after the card was authorised and before the order was written;
// the restarted server finds the payment and writes exactly one order. Real processes, real HTTP.
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse, OrderListResponse, ProductListResponse } from '@eshop/shared';
import { ADDRESS, GOOD_CARD } from '../../test-support/checkout.js';
import { browser, isUp, shopEnvironment, startShop, waitFor } from '../../test-support/server-process.js';
import { BACKENDS } from '../../test-support/test-database.js';

describe.each(BACKENDS)('kill -9 between payment and order on %s', (backend) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('the restarted server writes exactly one order for the authorised payment', async () => {
    const { env, base, cleanup } = await shopEnvironment(backend);
    cleanups.push(cleanup);

    const first = startShop(env);
    cleanups.push(() => void first.stop('SIGKILL'));
    await waitFor(isUp(base));
    const call = browser(base);
    await call('POST', '/api/auth/sign-up/email', {
      email: 'crash@example.com',
      password: 'crash password',
      name: '',
    });
    expect(
      (
        await call('POST', '/api/auth/sign-in/email', {
          email: 'crash@example.com',
          password: 'crash password',
        })
      ).status,
    ).toBe(200);
    const product = (await call<ProductListResponse>('GET', '/api/products?limit=1')).json.items[0]!;
    const intent = await call<CreatePaymentIntentResponse>('POST', '/api/create-payment-intent', {
      items: [{ id: product.id, cartQuantity: 1 }],
      shipping: ADDRESS,
      billing: ADDRESS,
    });
    expect(intent.status).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json;
    expect(
      (await call('POST', `/api/test-payments/${paymentIntentId}/confirm`, { clientSecret, ...GOOD_CARD }))
        .status,
    ).toBe(200);

    // The card is authorised; the browser's confirmation never arrives: the server dies now.
    await first.stop('SIGKILL');

    const second = startShop(env);
    cleanups.push(async () => void (await second.stop()));
    await waitFor(isUp(base));
    const history = await waitFor(async () => {
      const list = (await call<OrderListResponse>('GET', '/api/orders')).json;
      return list.total > 0 ? list : undefined;
    });
    expect(history.total).toBe(1);
    // The shopper's late confirmation finds that same order.
    const late = await call<{ orderId: string }>('POST', '/api/checkout/complete', { paymentIntentId });
    expect(late.status).toBe(200);
    expect(late.json.orderId).toBe(history.items[0]?.id);
    expect((await call<OrderListResponse>('GET', '/api/orders')).json.total).toBe(1);
  });
});
