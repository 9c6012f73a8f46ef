// Creating payment intents is rate limited per shopper (DESIGN.md 6), in the API's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@eshop/shared';
import { createClient } from '../../test-support/auth-client.js';
import { firstProducts, startPayment } from '../../test-support/checkout.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { BACKENDS } from '../../test-support/test-database.js';
import { PAYMENT_INTENT_RATE_LIMIT } from './routes.js';

describe.each(BACKENDS)('payment intent rate limit on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { RATE_LIMIT_ENABLED: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a shopper past the limit with a 429, and not the next shopper', async () => {
    const [product] = await firstProducts(t.app, 1);
    const items = [{ id: product!.id, cartQuantity: 1 }];
    const signedIn = async (email: string) => {
      const shopper = createClient(t.app);
      await shopper.signUp(email, 'limited password 1');
      await shopper.signIn(email, 'limited password 1');
      return shopper;
    };
    const busy = await signedIn(`busy-${backend}@example.com`);
    for (let i = 0; i < PAYMENT_INTENT_RATE_LIMIT.max; i += 1) {
      expect((await startPayment(busy, items)).statusCode).toBe(200);
    }
    const refused = await startPayment(busy, items);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorResponse>().error.code).toBe('RATE_LIMITED');

    const other = await signedIn(`other-${backend}@example.com`);
    expect((await startPayment(other, items)).statusCode).toBe(200);
  });
});
